import { createHash } from 'node:crypto';
import { MEDIA_PATH } from '@felt/contract';

// Small helpers shared by every generated image.

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const FONT = "Inter, 'Segoe UI', Roboto, Arial, sans-serif";

export function svgDoc(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

/** The first letters of up to two words: "Golden Reef" → "GR", "Touch 'n Go" → "TG" (words that start with a letter). */
export function initials(text: string): string {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A generated file: its address under /api/media carries a content hash, so it can be cached for good. The body
 * is text: an SVG as it is, a raster picture in base64 (mediaBytes).
 */
export type MediaFile = { key: string; content_type: string; body: string; etag: string };

export const SVG_TYPE = 'image/svg+xml';
const EXTENSIONS: Record<string, string> = { [SVG_TYPE]: 'svg', 'image/webp': 'webp' };

/** An SVG file, or with `type` a raster one whose `body` is base64. */
export function mediaFile(folder: string, name: string, body: string, type = SVG_TYPE): MediaFile {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { key: `${folder}/${name}.${hash}.${EXTENSIONS[type]}`, content_type: type, body, etag: `"${hash}"` };
}

/** What a media file's address answers: the SVG's text, or a raster picture's bytes. */
export function mediaBytes(file: Pick<MediaFile, 'content_type' | 'body'>): string | Uint8Array<ArrayBuffer> {
  return file.content_type === SVG_TYPE ? file.body : new Uint8Array(Buffer.from(file.body, 'base64'));
}

export function mediaUrl(file: MediaFile): string {
  return `${MEDIA_PATH}${file.key}`;
}
