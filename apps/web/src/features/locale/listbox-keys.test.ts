import { describe, expect, it } from 'vitest';
import { listboxKey, opensList } from './listbox-keys';

describe('listboxKey', () => {
  it('moves the highlight with the arrows, without wrapping around', () => {
    expect(listboxKey('ArrowDown', 1, 4)).toEqual({ type: 'move', index: 2 });
    expect(listboxKey('ArrowDown', 3, 4)).toEqual({ type: 'move', index: 3 });
    expect(listboxKey('ArrowUp', 2, 4)).toEqual({ type: 'move', index: 1 });
    expect(listboxKey('ArrowUp', 0, 4)).toEqual({ type: 'move', index: 0 });
  });

  it('jumps to the first and last option with Home and End', () => {
    expect(listboxKey('Home', 2, 4)).toEqual({ type: 'move', index: 0 });
    expect(listboxKey('End', 0, 4)).toEqual({ type: 'move', index: 3 });
  });

  it('chooses the highlighted option with Enter or Space', () => {
    expect(listboxKey('Enter', 2, 4)).toEqual({ type: 'choose', index: 2 });
    expect(listboxKey(' ', 1, 4)).toEqual({ type: 'choose', index: 1 });
  });

  it('closes with Escape and leaves other keys (Tab) to the browser', () => {
    expect(listboxKey('Escape', 2, 4)).toEqual({ type: 'close' });
    expect(listboxKey('Tab', 2, 4)).toEqual({ type: 'none' });
    expect(listboxKey('a', 2, 4)).toEqual({ type: 'none' });
  });
});

describe('opensList', () => {
  it('opens the closed list with the arrow keys', () => {
    expect(opensList('ArrowDown')).toBe(true);
    expect(opensList('ArrowUp')).toBe(true);
    expect(opensList('Tab')).toBe(false);
  });
});
