import type { Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** Longest side of the raster a thumbhash is taken from: it keeps only a few low frequencies anyway. */
const RASTER_PX = 32;

/** The thumbhash, base64, of a picture: shrunk to RASTER_PX on its longest side first. */
export async function thumbhashOfImage(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize(RASTER_PX, RASTER_PX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
