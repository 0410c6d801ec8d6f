import { describe, expect, it } from 'vitest';
import { safePartnerHref } from './partner-view';

describe('partner links', () => {
  it('follows web links only', () => {
    expect(safePartnerHref('https://partner.example/a')).toBe('https://partner.example/a');
    expect(safePartnerHref('http://partner.example')).toBe('http://partner.example/');
    expect(safePartnerHref('javascript:alert(1)')).toBeNull();
    expect(safePartnerHref('not a url')).toBeNull();
  });
});
