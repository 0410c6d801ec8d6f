import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast } from './color-math';
import { allPalettes, generatedCss } from './generated-css';
import { TEXT_PAIRS } from './palette';
import { templateCssJson, templateStylesheets } from './template-css';
import { COLOR_BASES, TEMPLATE_TONES } from './tones';

describe('palettes', () => {
  const palettes = allPalettes();

  it('exist for 22 templates × 5 colours, all different', () => {
    expect(palettes).toHaveLength(110);
    expect(Object.keys(TEMPLATE_TONES)).toHaveLength(22);
    expect(Object.keys(COLOR_BASES)).toHaveLength(15);
    const keys = new Set(palettes.map((p) => `${p.palette.bg}${p.palette.accent}${p.palette.header}`));
    expect(keys.size).toBe(110);
  });

  it('meet WCAG AA (4.5:1) for every text colour on every background it is used on', () => {
    const failures = palettes.flatMap(({ template, color, palette }) =>
      TEXT_PAIRS.filter(([text, back]) => contrast(palette[text], palette[back]) < 4.5).map(
        ([text, back]) =>
          `${template}/${color}: ${text} on ${back} = ${contrast(palette[text], palette[back]).toFixed(2)}`,
      ),
    );
    expect(failures).toEqual([]);
  });

  it('keep the focus ring visible (3:1) against the page', () => {
    for (const { palette } of palettes) expect(contrast(palette.focus, palette.bg)).toBeGreaterThanOrEqual(3);
  });

  it('are what styles/generated.css holds (run write-generated.ts after a change)', () => {
    const file = readFileSync(new URL('../styles/generated.css', import.meta.url), 'utf8');
    expect(file).toBe(generatedCss());
  });

  it('ship each template sheet as styles/template-css.generated.json holds it, safe inside a <style>', () => {
    const file = readFileSync(new URL('../styles/template-css.generated.json', import.meta.url), 'utf8');
    expect(file).toBe(templateCssJson());
    const sheets = Object.entries(templateStylesheets());
    expect(sheets).toHaveLength(22);
    for (const [name, css] of sheets) {
      expect(css, name).toContain(`[data-template="${name}"]`);
      expect(css.toLowerCase(), name).not.toContain('</style');
      // The page carries it without comments or indentation.
      expect(css, name).not.toMatch(/\/\*|\n/);
    }
  });
});

describe('contrast', () => {
  it('matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
