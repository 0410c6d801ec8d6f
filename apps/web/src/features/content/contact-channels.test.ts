import { describe, expect, it } from 'vitest';
import { contactChannels, safeHref } from './contact-channels';

describe('safeHref', () => {
  it('keeps web, mail and phone links', () => {
    expect(safeHref('https://t.example/felt')).toBe('https://t.example/felt');
    expect(safeHref(' mailto:help@felt.example ')).toBe('mailto:help@felt.example');
    expect(safeHref('tel:+6391234567')).toBe('tel:+6391234567');
  });

  it('drops script, data and relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('/contact')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

describe('contactChannels', () => {
  it('names the type, keeps the order and drops unsafe links but not the account', () => {
    const channels = contactChannels([
      { account_type: 'Telegram', account_name: '@felt', href: 'https://t.example/felt' },
      { account_type: 'pager', account_name: 'Pager 42', href: 'javascript:alert(1)' },
      { account_type: 'email', account_name: '', href: 'mailto:help@felt.example' },
      { account_type: 'phone', account_name: ' ', href: 'nope' },
    ]);
    expect(channels).toEqual([
      { type: 'telegram', name: '@felt', href: 'https://t.example/felt' },
      { type: 'other', name: 'Pager 42', href: null },
      { type: 'email', name: 'mailto:help@felt.example', href: 'mailto:help@felt.example' },
    ]);
  });
});
