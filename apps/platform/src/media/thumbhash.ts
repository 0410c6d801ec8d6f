import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** The thumbhash of an SVG, base64: the site paints it while the real image loads. ThumbHash wants ≤100 px. */
export async function thumbhashOf(svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
