import { fetchAnnouncement, fetchSlide, marquee, seo } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveCall } from '../http/serve-call';
import * as content from '../services/content';

export function homeRoutes(app: Hono, db: Db): void {
  // /api/home/fetch_slide: home banners.
  serveCall(app, fetchSlide, async (body) => ({ value: await content.slides(db, body) }));
  // /api/home/fetch_announment (SPEC's spelling): announcements.
  serveCall(app, fetchAnnouncement, async (body) => ({ value: await content.announcements(db, body) }));
  // /api/home/marquee: scrolling messages.
  serveCall(app, marquee, async (body) => ({ value: await content.marquee(db, body) }));
  // /api/seo: one page's SEO record.
  serveCall(app, seo, async (body) => ({ value: await content.seoRecord(db, body) }));
}
