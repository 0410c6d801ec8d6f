import { describe, expect, it } from 'vitest';
import { labelReadsInward, rotationFor, SPIN_TURNS, sliceAt, sliceMiddle, slicePath } from './wheel-geometry';

describe('the wheel geometry', () => {
  it('turns the labels of the left half so none reads upside down at rest', () => {
    expect(Array.from({ length: 8 }, (_, i) => labelReadsInward(i, 8))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(Array.from({ length: 3 }, (_, i) => labelReadsInward(i, 3))).toEqual([false, false, true]);
  });

  it('draws slices clockwise from the top', () => {
    expect(slicePath(0, 4, 100)).toBe('M0 0 L0 -100 A100 100 0 0 1 100 0 Z');
    expect(slicePath(1, 2, 100)).toBe('M0 0 L0 100 A100 100 0 0 1 0 -100 Z');
    expect(sliceMiddle(0, 8)).toBe(22.5);
  });

  it('stops every slice under the pointer, turning forward by at least the whole turns', () => {
    for (const count of [2, 3, 8, 16]) {
      let rotation = 0;
      for (let index = 0; index < count; index++) {
        const next = rotationFor(index, count, rotation);
        expect(sliceAt(next, count)).toBe(index);
        expect(next - rotation).toBeGreaterThan((SPIN_TURNS - 1) * 360);
        rotation = next;
      }
    }
  });
});
