import sharp from 'sharp';
import { type MediaFile, mediaFile } from './svg';
import { thumbhashOfImage } from './thumbhash';

/** WebP quality of drawn game pictures: about 10 KB for a 300 px thumbnail, with no visible loss on its art. */
const QUALITY = 80;
/** Encoder effort (0–6): 2 halves the encoding time of the default 4 for ~4% more bytes, and seeding draws ~590. */
const EFFORT = 2;

/**
 * A drawn SVG stored as a WebP picture, with its thumbhash. Game thumbnails are pictures in the wild, and in a
 * browser every SVG image is a document of its own (a frame, a parse, a style and layout pass, text shaping):
 * tens of them cost a lobby's main thread 0.2–0.4 s (docs/decisions/0041). The SVG is drawn once; the picture
 * and the hash both come from that one raster.
 */
export async function rasterPicture(
  folder: string,
  name: string,
  svg: string,
): Promise<{ file: MediaFile; placeholder: string }> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  const [webp, placeholder] = await Promise.all([
    sharp(data, raw).webp({ quality: QUALITY, effort: EFFORT }).toBuffer(),
    thumbhashOfImage(sharp(data, raw)),
  ]);
  return { file: mediaFile(folder, name, webp.toString('base64'), 'image/webp'), placeholder };
}
