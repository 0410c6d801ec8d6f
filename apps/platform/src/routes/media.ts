import { mediaKeyOf } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { findMedia } from '../db/queries/media';
import { notFoundFailure } from '../http/refusal';
import { movedLogoKey } from '../media/provider-logo';
import { mediaBytes, SVG_TYPE } from '../media/svg';

/** Media keys carry their content hash, so a year of caching is safe. */
const FOREVER = 'public, max-age=31536000, immutable';

/** The file of a key; a key handed out before the image folders of SPEC 9 finds its file where it moved. */
async function fileOf(db: Db, key: string | null) {
  if (!key) return undefined;
  const moved = movedLogoKey(key);
  return (await findMedia(db, key)) ?? (moved ? await findMedia(db, moved) : undefined);
}

export function mediaRoutes(app: Hono, db: Db): void {
  // GET /api/media/<key>: generated logos, banners, badges and game thumbnails.
  app.get('/api/media/*', async (c) => {
    const file = await fileOf(db, mediaKeyOf(c.req.path.slice('/api/media/'.length)));
    if (!file) return c.json(notFoundFailure, 404);
    const headers = { ETag: file.etag, 'Cache-Control': FOREVER, 'X-Content-Type-Options': 'nosniff' };
    const tags = (c.req.header('If-None-Match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (tags.includes(file.etag) || tags.includes('*')) return c.body(null, 304, headers);
    // SVGs can carry script: served as images with a sandboxing policy so opening one directly runs nothing.
    return c.body(mediaBytes(file), 200, {
      ...headers,
      'Content-Type': file.content_type === SVG_TYPE ? `${SVG_TYPE}; charset=utf-8` : file.content_type,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
