import { readFileSync } from 'node:fs';
import {
  bodyClassesOf,
  colorsOf,
  loginModeOf,
  TEMPLATE_NAMES,
  THEME_CODES,
  THEME_TEMPLATES,
  templateBreakpoint,
} from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { FAMILY_SECTIONS, HOME_SECTIONS, type HomeSection } from './descriptor';
import { TEMPLATES, templateAttributes, templateFor } from './index';
import { compactCss } from './palettes/template-css';

describe('template descriptors', () => {
  it('has one descriptor per theme, named as THEME_TEMPLATES says', () => {
    expect(TEMPLATES).toHaveLength(22);
    expect(new Set(TEMPLATES.map((d) => d.name))).toEqual(new Set(TEMPLATE_NAMES));
    for (const theme of THEME_CODES) expect(templateFor(theme).name).toBe(THEME_TEMPLATES[theme]);
  });

  it('offers the five palette names of its family', () => {
    for (const d of TEMPLATES) {
      expect(d.palettes).toHaveLength(5);
      expect(d.palettes).toEqual(colorsOf(d.theme));
    }
  });

  it('takes breakpoints, login mode and body classes from the contract', () => {
    for (const d of TEMPLATES) {
      expect(d.breakpoint).toBe(templateBreakpoint(d.name));
      expect([768, 769, 960, 999, 1200]).toContain(d.breakpoint);
      expect(d.loginMode).toBe(loginModeOf(d.name));
      expect(d.productBreakpoint).toBe(d.name === 'template9' ? 1200 : null);
    }
    expect(templateFor('slot5').loginMode).toBe('signin-modal');
    expect(templateFor('sportsbook1').loginMode).toBe('modal');
  });

  it('puts the upcoming matches on the home page of sportsbook templates only', () => {
    for (const d of TEMPLATES) expect(d.sections.includes('matches')).toBe(d.family === 'sportsbook');
  });

  it('shows each home section exactly once, in the shell of its family', () => {
    for (const d of TEMPLATES) {
      expect([...d.sections].sort()).toEqual([...HOME_SECTIONS, ...FAMILY_SECTIONS[d.family]].sort());
      expect(d.shell).toBe(d.family);
    }
  });

  it('orders the lobby rows by family: live casino after hot games, new slots high, matches before offers', () => {
    for (const d of TEMPLATES) {
      const at = (section: HomeSection) => d.sections.indexOf(section);
      if (d.family === 'casino') expect(at('liveCasino'), d.theme).toBe(at('hotGames') + 1);
      if (d.family === 'slot') expect(at('newGames'), d.theme).toBeLessThan(at('hotGames'));
      if (d.family === 'sportsbook') {
        expect(Math.min(at('providers'), at('promotions')), d.theme).toBeGreaterThan(at('matches'));
      }
    }
  });

  it('gives no two templates the same look', () => {
    const looks = TEMPLATES.map((d) => [d.shell, d.header, d.card, d.mode, d.sections.join()].join('|'));
    expect(new Set(looks).size).toBe(TEMPLATES.length);
  });

  it('gives every template a signature element no other template of its family wears', () => {
    for (const family of ['casino', 'slot', 'sportsbook']) {
      const worn = TEMPLATES.filter((d) => d.family === family).map((d) => d.signature);
      expect(new Set(worn).size, family).toBe(worn.length);
    }
  });

  it('keeps each signature stylesheet to its own signature', () => {
    for (const { signature } of TEMPLATES) {
      const css = readFileSync(new URL(`./styles/signatures/${signature}.css`, import.meta.url), 'utf8');
      const selectors = compactCss(css)
        .replace(/@(?:media|container)[^{]*\{/g, '')
        .split('}')
        .map((rule) => rule.split('{')[0]?.trim() ?? '')
        .filter(Boolean)
        .flatMap((list) => list.split(','));
      expect(selectors.length, signature).toBeGreaterThan(0);
      for (const selector of selectors) {
        expect(selector.startsWith(`[data-signature="${signature}"] `), `${signature}: ${selector}`).toBe(true);
      }
    }
  });

  it('puts the SPEC 2.6 body classes and the selectors on <body>', () => {
    const { style, ...attributes } = templateAttributes(templateFor('casino3'), 'gold');
    expect(attributes).toEqual({
      className: 'body_main_wrap gold',
      'data-template': 'template3',
      'data-family': 'casino',
      'data-color': 'gold',
      'data-signature': 'editorial',
    });
    // The page's own palette rides on <body>: the same custom properties for every palette, each its own colours.
    expect(Object.keys(style).sort()).toEqual(
      Object.keys(templateAttributes(templateFor('slot2'), 'neon').style).sort(),
    );
    expect(style['--c-accent']).toMatch(/^#[0-9a-f]{6}$/);
    expect(style['--c-bg']).not.toBe(templateAttributes(templateFor('casino3'), 'crimson').style['--c-bg']);
    expect(templateAttributes(templateFor('slot2'), 'neon').className).toBe('body_main_wrap body_main_container neon');
    expect(templateAttributes(templateFor('casino1'), 'gold').className).toBe('');
    for (const d of TEMPLATES) {
      expect(templateAttributes(d, d.palettes[0]!).className).toBe(bodyClassesOf(d.theme, d.palettes[0]!).join(' '));
    }
  });
});
