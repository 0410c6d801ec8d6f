import { mediaKeyOf } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { findMedia } from '../db/queries/media';
import { notFoundFailure } from '../http/refusal';

/** Media keys carry their content hash, so a year of caching is safe. */
const FOREVER = 'public, max-age=31536000, immutable';

export function mediaRoutes(app: Hono, db: Db): void {
  // GET /api/media/<key>: generated logos, banners, badges and game thumbnails.
  app.get('/api/media/*', async (c) => {
    const key = mediaKeyOf(c.req.path.slice('/api/media/'.length));
    const file = key ? await findMedia(db, key) : undefined;
    if (!file) return c.json(notFoundFailure, 404);
    const headers = { ETag: file.etag, 'Cache-Control': FOREVER, 'X-Content-Type-Options': 'nosniff' };
    const tags = (c.req.header('If-None-Match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (tags.includes(file.etag) || tags.includes('*')) return c.body(null, 304, headers);
    // SVGs can carry script: served as images with a sandboxing policy so opening one directly runs nothing.
    return c.body(file.body, 200, {
      ...headers,
      'Content-Type': `${file.content_type}; charset=utf-8`,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
