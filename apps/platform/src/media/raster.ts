import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { type MediaFile, mediaFile } from './svg';

/** WebP quality of drawn game pictures: about 4–5 KB for a 300 px thumbnail, with no visible loss on its flat art. */
const QUALITY = 80;
/** Longest side of the raster a thumbhash is taken from: it keeps only a few low frequencies anyway. */
const HASH_PX = 32;

/**
 * A drawn SVG stored as a WebP picture, with its thumbhash. Game thumbnails are pictures in the wild, and in a
 * browser every SVG image is a document of its own (a frame, a parse, a style and layout pass, text shaping):
 * tens of them cost a lobby's main thread about 0.4 s (docs/decisions/0041). The SVG is drawn once; the picture
 * and the hash both come from that one raster.
 */
export async function rasterPicture(
  folder: string,
  name: string,
  svg: string,
): Promise<{ file: MediaFile; placeholder: string }> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  const [webp, small] = await Promise.all([
    sharp(data, raw).webp({ quality: QUALITY }).toBuffer(),
    sharp(data, raw).resize(HASH_PX, HASH_PX, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const placeholder = Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString('base64');
  return { file: mediaFile(folder, name, webp.toString('base64'), 'image/webp'), placeholder };
}
