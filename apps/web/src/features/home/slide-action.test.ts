import { describe, expect, it } from 'vitest';
import { slideAction } from './slide-action';

describe('a slide button', () => {
  it('says what the slide leads to', () => {
    expect(slideAction('/promotions')).toBe('claim');
    expect(slideAction('/promotions/welcome')).toBe('claim');
    expect(slideAction('/register')).toBe('join');
    expect(slideAction('/casino')).toBe('play');
    expect(slideAction('https://example.com/news')).toBe('more');
    expect(slideAction('/')).toBe('more');
  });
});
