import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu-entries';

const menu = (...keys: string[]) => keys.map((game_menu, i) => ({ content_id: i + 1, game_menu }));

describe('menuEntries', () => {
  it('keeps categories with providers, hot, and known pages; routes categories by CATEGORY_ROUTES', () => {
    const entries = menuEntries(menu('hot', 'slot_game', 'casino', 'fishing', 'promotions', 'mystery'), {
      slot_game: 12,
      casino: 0,
    });
    expect(entries.map((e) => [e.key, e.href])).toEqual([
      ['hot', '/hot'],
      ['slot_game', '/slots'],
      ['promotions', '/promotions'],
    ]);
    expect(entries[1]?.providers).toBe(12);
  });

  it('shows a repeated key once', () => {
    expect(menuEntries(menu('crash', 'crash'), { crash: 1 })).toHaveLength(1);
  });

  it('is empty for an empty menu', () => {
    expect(menuEntries([], {})).toEqual([]);
  });
});
