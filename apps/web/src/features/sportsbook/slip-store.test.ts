import { beforeEach, describe, expect, it } from 'vitest';
import { type Pick, useSlip } from './slip-store';

const pick = (key: string): Pick => ({ key, match: 'A v B', market: '1X2', choice: 'A', odds: '2.10', label: key });
const keys = () => useSlip.getState().picks.map((p) => p.key);

describe('the bet slip', () => {
  beforeEach(() => useSlip.getState().clear());

  it('adds a pick, and takes it out when picked again', () => {
    useSlip.getState().toggle(pick('1:1x2:home'));
    useSlip.getState().toggle(pick('2:handicap:away'));
    expect(keys()).toEqual(['1:1x2:home', '2:handicap:away']);
    useSlip.getState().toggle(pick('1:1x2:home'));
    expect(keys()).toEqual(['2:handicap:away']);
  });

  it('keeps one side per market of a match', () => {
    useSlip.getState().toggle(pick('1:1x2:home'));
    useSlip.getState().toggle(pick('1:handicap:home'));
    useSlip.getState().toggle(pick('1:1x2:draw'));
    expect(keys()).toEqual(['1:handicap:home', '1:1x2:draw']);
  });

  it('removes one pick or all', () => {
    useSlip.getState().toggle(pick('1:1x2:home'));
    useSlip.getState().toggle(pick('2:1x2:away'));
    useSlip.getState().remove('1:1x2:home');
    expect(keys()).toEqual(['2:1x2:away']);
    useSlip.getState().clear();
    expect(keys()).toEqual([]);
  });
});
