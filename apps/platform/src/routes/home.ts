import {
  favAdd,
  favList,
  favRemove,
  fetchAnnouncement,
  fetchSlide,
  fetchTransactions,
  marquee,
  seo,
} from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveAuthCall, serveCall } from '../http/serve-call';
import * as content from '../services/content';
import * as favourites from '../services/players/favourites';
import * as activity from '../services/site-activity';
import type { PlayerRouting } from './player-routing';

export function homeRoutes(app: Hono, db: Db, { deps, authenticate }: PlayerRouting): void {
  // /api/home/fetch_slide: home banners.
  serveCall(app, fetchSlide, async (body) => ({ value: await content.slides(db, body) }));
  // /api/home/fetch_announment (SPEC's spelling): announcements.
  serveCall(app, fetchAnnouncement, async (body) => ({ value: await content.announcements(db, body) }));
  // /api/home/marquee: scrolling messages.
  serveCall(app, marquee, async (body) => ({ value: await content.marquee(db, body) }));
  // /api/home/fetch_transactions: the latest approved deposits and paid withdrawals, account ids masked.
  serveCall(app, fetchTransactions, async (body) => activity.recentTransactions(db, body));
  // /api/seo: one page's SEO record.
  serveCall(app, seo, async (body) => ({ value: await content.seoRecord(db, body) }));

  // /api/home/fav_add: a catalogue game into the favourites (twice is fine).
  serveAuthCall(app, favAdd, authenticate, async (caller, body) => {
    await favourites.add(deps, caller, body);
    return {};
  });
  // /api/home/fav_remove: out of the favourites.
  serveAuthCall(app, favRemove, authenticate, async (caller, body) => {
    await favourites.remove(deps, caller, body);
    return {};
  });
  // /api/home/fav_list: the favourites, newest first.
  serveAuthCall(app, favList, authenticate, async (caller) => ({ value: await favourites.list(deps, caller) }));
}
