import { describe, expect, it } from 'vitest';
import { templateAttributes, templateFor } from '@/templates';

// SPEC 2.6: the <body> classes the tenant root sets through templateAttributes.
describe('body classes by template', () => {
  it('adds body_main_wrap, body_main_container and the colour on slot2, slot4, casino4 and sportsbook1', () => {
    for (const theme of ['slot2', 'slot4', 'casino4', 'sportsbook1'] as const) {
      expect(templateAttributes(templateFor(theme), 'neon').className).toBe('body_main_wrap body_main_container neon');
    }
  });

  it('adds body_main_wrap and the colour on casino3', () => {
    expect(templateAttributes(templateFor('casino3'), 'gold').className).toBe('body_main_wrap gold');
  });

  it('adds none on the other templates', () => {
    for (const theme of ['casino1', 'slot1', 'sportsbook2', 'casino9'] as const) {
      expect(templateAttributes(templateFor(theme), 'gold').className).toBe('');
    }
  });
});
