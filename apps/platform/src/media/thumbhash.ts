import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** Longest side of the raster a thumbhash is taken from: it keeps only a few low frequencies anyway. */
const RASTER_PX = 32;

/** The SVG's own size from its root width and height, which every generated image declares. */
function sizeOf(svg: string): number {
  const width = Number(/\bwidth="(\d+)"/.exec(svg)?.[1] ?? 0);
  const height = Number(/\bheight="(\d+)"/.exec(svg)?.[1] ?? 0);
  return Math.max(width, height) || 300;
}

/** The thumbhash, base64, of a picture: shrunk to RASTER_PX on its longest side first. */
export async function thumbhashOfImage(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize(RASTER_PX, RASTER_PX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * The thumbhash of an SVG, base64: the site paints it while the real image loads. The SVG is rendered straight
 * at about 32 px (a low density) instead of full size and then shrunk: seeding hundreds of games stays quick,
 * and the hash comes out all but the same.
 */
export function thumbhashOf(svg: string): Promise<string> {
  const density = Math.max(1, (72 * RASTER_PX) / sizeOf(svg));
  return thumbhashOfImage(sharp(Buffer.from(svg), { density }));
}
