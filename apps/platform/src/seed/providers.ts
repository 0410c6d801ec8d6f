import type { CategoryKey } from '@felt/contract';

// The demo providers: every code of PROVIDER_LOGOS, with a display name and how many generated games each
// offers per category. The first fourteen keep the order the first catalogue gave them, so upgraded and fresh
// databases list providers alike. Counts are added to the hand-written games of seed/hand-games.ts.

export type GameType = Exclude<CategoryKey, 'hot'>;
export type ProviderSeed = readonly [code: string, name: string, games: Partial<Record<GameType, number>>];

export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  ['JILI', 'JILI Games', { slot_game: 26, fishing: 5, crash: 2, poker: 3, arcade: 3, bingo: 2 }],
  ['PPLAY', 'Pragmatic Play', { slot_game: 26, casino: 6, bingo: 2, crash: 1 }],
  ['FACHAI', 'Fa Chai Gaming', { slot_game: 22, fishing: 4, arcade: 2 }],
  ['PGSOFT', 'PG Soft', { slot_game: 26 }],
  ['JDB', 'JDB Gaming', { slot_game: 20, fishing: 4, arcade: 3, crash: 1 }],
  ['YBAT', 'YB Live', { slot_game: 12, casino: 6, poker: 2 }],
  ['EPW', 'EPW Hash Games', { slot_game: 10, hash_game: 8, lottery: 3 }],
  ['EVOPLAY', 'Evoplay', { slot_game: 10, arcade: 3 }],
  ['EVOLUTION', 'Evolution Live', { casino: 8, poker: 3 }],
  ['SEXY', 'AE Live Casino', { casino: 5 }],
  ['SABA', 'SABA Sports', { sportsbook: 2 }],
  ['SPRIBE', 'Spribe', { crash: 2, arcade: 4, hash_game: 2 }],
  ['KINGMAKER', 'Kingmaker', { poker: 5, arcade: 2 }],
  ['TCG', 'TCG Lottery', { lottery: 6, bingo: 2, hash_game: 2 }],
  ['DEMO', 'Felt Originals', {}],
  ['CQ9', 'CQ9 Gaming', { slot_game: 10, fishing: 3, arcade: 2 }],
  ['HABANERO', 'Habanero', { slot_game: 10, poker: 2 }],
  ['SPADE', 'Spadegaming', { slot_game: 8, fishing: 3, arcade: 1 }],
  ['MICRO', 'Microgaming', { slot_game: 8, casino: 3 }],
  ['PLAYTECH', 'Playtech', { slot_game: 8, casino: 3, bingo: 2 }],
  ['NETENT', 'NetEnt', { slot_game: 8 }],
  ['REDTIGER', 'Red Tiger', { slot_game: 7 }],
  ['NOLIMIT', 'Nolimit City', { slot_game: 6 }],
  ['HACKSAW', 'Hacksaw Gaming', { slot_game: 6, arcade: 2 }],
  ['RELAX', 'Relax Gaming', { slot_game: 6, poker: 1 }],
  ['BGAMING', 'BGaming', { slot_game: 6, crash: 2, arcade: 2 }],
  ['YGG', 'Yggdrasil', { slot_game: 6 }],
  ['PLAYNGO', "Play'n GO", { slot_game: 7 }],
  ['BOOONGO', 'Booongo', { slot_game: 6 }],
  ['HIGH5', 'High 5 Games', { slot_game: 5 }],
  ['KA', 'KA Gaming', { slot_game: 7, fishing: 2 }],
  ['JOKER', 'Joker Gaming', { slot_game: 7, fishing: 2 }],
  ['LIVE22', 'Live22', { slot_game: 6, fishing: 2 }],
  ['RICH88', 'Rich88', { slot_game: 5, fishing: 2, arcade: 1 }],
  ['DRAGOONSOFT', 'Dragoon Soft', { slot_game: 5, fishing: 2 }],
  ['FUNTA', 'Funta Gaming', { slot_game: 5, fishing: 1 }],
  ['SBO', 'SBOBET', { sportsbook: 3, horse_racing: 2 }],
  ['CMD', 'CMD368', { sportsbook: 3 }],
  ['BTI', 'BTi Sports', { sportsbook: 3 }],
  ['WM', 'WM Casino', { casino: 5 }],
  ['DG', 'Dream Gaming', { casino: 5 }],
  ['SA', 'SA Gaming', { casino: 5 }],
  ['ALLBET', 'AllBet', { casino: 4 }],
  ['EZUGI', 'Ezugi', { casino: 4, poker: 2 }],
  ['ASIAGAMING', 'Asia Gaming', { casino: 4, fishing: 1 }],
  ['SV388', 'SV388', { sabong: 3 }],
  ['WS168', 'WS168', { sabong: 3 }],
  ['DIGMAAN', 'Digmaan', { sabong: 2 }],
  ['GPI', 'GPI Gaming', { casino: 3, lottery: 3 }],
  ['VR', 'VR Lottery', { lottery: 5 }],
  ['LUCKYSPORTS', 'Lucky Sports', { sportsbook: 2, horse_racing: 3 }],
  ['RACINGWORLD', 'Racing World', { horse_racing: 4 }],
  ['BBIN', 'BBIN', { casino: 3, slot_game: 4, lottery: 2, fishing: 1 }],
  ['TADA', 'TaDa Gaming', { slot_game: 7, fishing: 2, bingo: 2, crash: 1 }],
];

/** The providers whose slots make up most of the default hot, featured, popular and new lists (SPEC 3). */
export const LEAD_PROVIDERS: ReadonlySet<string> = new Set(['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW']);
