import { rgbaToThumbHash, thumbHashToAverageRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { placeholderBytes, placeholderColour } from './placeholder-colour';

/** A thumbhash of a w × h picture filled by `pixel(x, y)`. */
function hashOf(w: number, h: number, pixel: (x: number, y: number) => [number, number, number, number]) {
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgba.set(pixel(x, y), (y * w + x) * 4);
  return rgbaToThumbHash(w, h, rgba);
}

const decoderColour = (hash: Uint8Array) => {
  const { r, g, b } = thumbHashToAverageRGBA(hash);
  return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
};

describe('placeholderColour', () => {
  it('reads the same average colour as the thumbhash decoder', () => {
    const pictures = [
      hashOf(32, 24, () => [200, 40, 40, 255]),
      hashOf(24, 32, (x) => [x * 8, 120, 255 - x * 8, 255]),
      hashOf(32, 32, (x, y) => [(x * y) % 256, 30, y * 7, 255]),
      hashOf(16, 16, (x, y) => [10, 200, 90, x > y ? 255 : 128]),
      hashOf(20, 10, () => [255, 255, 255, 255]),
      hashOf(20, 10, () => [0, 0, 0, 255]),
    ];
    for (const hash of pictures) expect(placeholderColour(hash)).toBe(decoderColour(hash));
  });

  it('has no colour for a hash too short to carry one', () => {
    expect(placeholderColour(new Uint8Array([1, 2]))).toBeNull();
  });
});

describe('placeholderBytes', () => {
  it('decodes base64 and refuses what is not', () => {
    expect(placeholderBytes('AQID')).toEqual(new Uint8Array([1, 2, 3]));
    expect(placeholderBytes('not base64!')).toBeNull();
  });
});
