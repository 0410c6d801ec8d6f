import { describe, expect, it } from 'vitest';
import { resolveTheme } from './resolve-theme';

describe('resolveTheme', () => {
  it('accepts a theme code with one of its colours', () => {
    expect(resolveTheme({ theme_code: 'casino3', theme_color: 'crimson' })).toEqual({
      ok: true,
      theme: 'casino3',
      color: 'crimson',
    });
  });

  it('refuses an unknown theme code, then a colour of another family (SPEC 4)', () => {
    expect(resolveTheme({ theme_code: 'casino99', theme_color: 'gold' })).toEqual({
      ok: false,
      errorKey: 'Invalid theme code',
    });
    expect(resolveTheme({ theme_code: 'slot1', theme_color: 'gold' })).toEqual({
      ok: false,
      errorKey: 'Invalid theme color',
    });
  });
});
