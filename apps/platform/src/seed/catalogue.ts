import type { CategoryKey } from '@felt/contract';

// The demo game catalogue. Names are invented; codes are stable slugs. A later issue grows this into full lists.

export const PROVIDERS = [
  ['JILI', 'JILI Games'],
  ['PPLAY', 'Pragmatic Play'],
  ['FACHAI', 'Fa Chai Gaming'],
  ['PGSOFT', 'PG Soft'],
  ['JDB', 'JDB Gaming'],
  ['YBAT', 'YB Live'],
  ['EPW', 'EPW Hash Games'],
  ['EVOPLAY', 'Evoplay'],
  ['EVOLUTION', 'Evolution Live'],
  ['SEXY', 'AE Live Casino'],
  ['SABA', 'SABA Sports'],
  ['SPRIBE', 'Spribe'],
  ['KINGMAKER', 'Kingmaker'],
  ['TCG', 'TCG Lottery'],
] as const;

type Flag = 'hot' | 'new' | 'featured' | 'popular';
type Entry = [provider: string, name: string, type: Exclude<CategoryKey, 'hot'>, flags?: Flag[]];

export const GAMES: Entry[] = [
  ['JILI', 'Golden Temple Riches', 'slot_game', ['hot', 'popular']],
  ['JILI', 'Fortune Ace', 'slot_game', ['hot', 'new']],
  ['JILI', 'Super Crown 7s', 'slot_game', ['featured']],
  ['JILI', 'Money Wheel Party', 'slot_game', ['popular']],
  ['JILI', 'Ocean King Hunter', 'fishing', ['hot']],
  ['JILI', 'Mega Fishing Mania', 'fishing', ['new']],
  ['JILI', 'Rocket Climb', 'crash'],
  ['JILI', 'Teen Patti Royale', 'poker'],
  ['PPLAY', 'Sweet Candy Cascade', 'slot_game', ['hot', 'featured']],
  ['PPLAY', 'Olympus Thunder', 'slot_game', ['hot', 'popular']],
  ['PPLAY', 'Wild Bison Run', 'slot_game', ['new']],
  ['PPLAY', 'Starlit Fairy', 'slot_game', ['popular']],
  ['PPLAY', 'Speed Baccarat Live', 'casino', ['hot']],
  ['PPLAY', 'Mega Roulette Live', 'casino', ['featured']],
  ['PPLAY', 'Bingo Blitz 75', 'bingo', ['new']],
  ['FACHAI', 'Lucky Fortune Cat', 'slot_game', ['hot']],
  ['FACHAI', 'Golden Panther', 'slot_game', ['new']],
  ['FACHAI', 'Prosperity God', 'slot_game', ['popular']],
  ['FACHAI', 'Night Market Treasures', 'slot_game'],
  ['FACHAI', 'Dragon Boat Fishing', 'fishing', ['featured']],
  ['PGSOFT', 'Mahjong Path', 'slot_game', ['hot', 'popular']],
  ['PGSOFT', 'Wild Bounty Duel', 'slot_game', ['featured']],
  ['PGSOFT', 'Treasures of Aztlan', 'slot_game', ['new']],
  ['PGSOFT', 'Lucky Neko Dream', 'slot_game', ['hot']],
  ['PGSOFT', 'Caishen Blessings', 'slot_game'],
  ['PGSOFT', 'Queen of the Reef', 'slot_game', ['popular']],
  ['JDB', 'Lucky Seven Deluxe', 'slot_game'],
  ['JDB', 'Pop Pop Candy', 'slot_game', ['popular']],
  ['JDB', 'Dragon Fishing II', 'fishing', ['hot']],
  ['JDB', 'Cosmic Cat', 'arcade', ['new']],
  ['JDB', 'Fruit Mania', 'arcade'],
  ['YBAT', 'Dragon Tiger Live', 'casino'],
  ['YBAT', 'Sic Bo Deluxe', 'casino', ['hot']],
  ['YBAT', 'Blackjack Classic', 'poker', ['featured']],
  ['EPW', 'Hash Odd or Even', 'hash_game', ['hot']],
  ['EPW', 'Hash Banker', 'hash_game', ['new']],
  ['EPW', 'Keno Express', 'lottery'],
  ['EVOPLAY', 'Forest Sprite', 'slot_game', ['new']],
  ['EVOPLAY', 'Hot Triple Sevens', 'slot_game'],
  ['EVOPLAY', 'Penalty Shoot-out Street', 'arcade', ['hot']],
  ['EVOLUTION', 'Lightning Baccarat', 'casino', ['hot', 'popular']],
  ['EVOLUTION', 'Spin Carnival Live', 'casino', ['featured']],
  ['EVOLUTION', 'Immersive Roulette', 'casino'],
  ['EVOLUTION', "Live Texas Hold'em", 'poker', ['popular']],
  ['SEXY', 'Classic Baccarat Live', 'casino', ['new']],
  ['SEXY', 'Live Dragon Tiger', 'casino'],
  ['SABA', 'SABA Sportsbook', 'sportsbook', ['hot', 'featured']],
  ['SABA', 'Virtual Football', 'sportsbook', ['new']],
  ['SABA', 'E-Sports Arena', 'sportsbook', ['popular']],
  ['SPRIBE', 'Sky Pilot', 'crash', ['hot', 'popular']],
  ['SPRIBE', 'Dice Rush', 'crash', ['new']],
  ['SPRIBE', 'Mines Field', 'arcade'],
  ['SPRIBE', 'Plinko Drop', 'arcade', ['featured']],
  ['KINGMAKER', 'Thai Hi-Lo', 'poker', ['hot']],
  ['KINGMAKER', 'Fish Prawn Crab', 'poker'],
  ['KINGMAKER', 'Five Card Poker', 'poker', ['new']],
  ['TCG', 'Lotto 6/45', 'lottery', ['hot']],
  ['TCG', 'Fast 3', 'lottery', ['popular']],
  ['TCG', 'Bingo 90 Rush', 'bingo', ['hot']],
  ['TCG', 'Daily Draw 4D', 'lottery', ['new']],
];

/** A stable code from a game name: "Lotto 6/45" → "lotto-6-45". */
export function gameCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
