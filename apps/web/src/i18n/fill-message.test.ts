import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message';

describe('fillMessage', () => {
  it('fills plain arguments of ICU text and of its compiled form alike', () => {
    expect(fillMessage('No site is configured for {host}.', { host: 'a.example' })).toBe(
      'No site is configured for a.example.',
    );
    expect(fillMessage(['No site is configured for ', ['host'], '.'], { host: 'a.example' })).toBe(
      'No site is configured for a.example.',
    );
    expect(fillMessage('Nothing to fill', {})).toBe('Nothing to fill');
  });
});
