// Product category key → path segment (SPEC 2.3); hot maps to the empty segment.
export const CATEGORY_PATHS = {
  slot_game: 'slots',
  casino: 'livecasino',
  hash_game: 'hashgame',
  sportsbook: 'sportsbook',
  fishing: 'fish',
  poker: 'table',
  sabong: 'sabong',
  lottery: 'lottery',
  horse_racing: 'horseracing',
  bingo: 'bingo',
  arcade: 'arcade',
  crash: 'crash',
  hot: '',
} as const;

export type CategoryKey = keyof typeof CATEGORY_PATHS;
export const CATEGORY_KEYS = Object.keys(CATEGORY_PATHS) as [CategoryKey, ...CategoryKey[]];
export const PRODUCT_CATEGORY_KEYS = CATEGORY_KEYS.filter((k) => k !== 'hot');

export function isCategoryKey(value: string): value is CategoryKey {
  return Object.hasOwn(CATEGORY_PATHS, value);
}

/** Site route of each category page (SPEC 2.1); fishing has no route in SPEC and gets /fishing. */
export const CATEGORY_ROUTES: Record<CategoryKey, string> = {
  slot_game: '/slots',
  casino: '/casino',
  hash_game: '/hash-game',
  sportsbook: '/sports',
  fishing: '/fishing',
  poker: '/poker',
  sabong: '/sabong',
  lottery: '/lottery',
  horse_racing: '/horse-racing',
  bingo: '/bingo',
  arcade: '/arcade',
  crash: '/crash',
  hot: '/hot',
};

/**
 * Menu filtering (SPEC 4): keep an entry when its category has providers,
 * or it is not a known product category, or it is hot.
 */
export function keepMenuEntry(gameMenu: string, providerCount: Record<string, number>): boolean {
  if (gameMenu === 'hot' || !isCategoryKey(gameMenu)) return true;
  return (providerCount[gameMenu] ?? 0) > 0;
}
