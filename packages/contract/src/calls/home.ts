import { z } from 'zod';
import { Ack, success } from '../envelope';
import { LOCALE_PREFIXES } from '../tables/locales';
import { defineCall } from './define';
import { AuthBody, amount, TenantBody, timestamp } from './fields';
import { lang } from './settings';

const tag = 'home';
const ContentBody = z.object({ ...TenantBody, lang });

const Movement = z.object({ account_id: z.string(), amount, created_at: timestamp });

export const fetchTransactions = defineCall({
  path: '/api/home/fetch_transactions',
  method: 'POST',
  tag,
  summary: 'Recent deposits and withdrawals, account ids masked',
  failure: 'content',
  request: z.object({ ...TenantBody }),
  response: success({ deposits: z.array(Movement), withdrawals: z.array(Movement) }),
});

export const Slide = z.object({
  slide_id: z.number().int(),
  title: z.string(),
  img_url: z.string(),
  href: z.string().nullable(),
  placeholder: z.string().nullable().describe('Extension: thumbhash of the image, base64'),
});
export type Slide = z.infer<typeof Slide>;

export const fetchSlide = defineCall({
  path: '/api/home/fetch_slide',
  method: 'POST',
  tag,
  summary: 'Home page slides',
  failure: 'content',
  request: ContentBody,
  response: success({ value: z.array(Slide) }),
});

export const Announcement = z.object({
  announcement_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: timestamp,
});
export type Announcement = z.infer<typeof Announcement>;

export const fetchAnnouncement = defineCall({
  path: '/api/home/fetch_announment',
  method: 'POST',
  tag,
  summary: 'Announcements shown in the announcement modal',
  failure: 'content',
  request: ContentBody,
  response: success({ value: z.array(Announcement) }),
});

export const MarqueeItem = z.object({ marquee_id: z.number().int(), content: z.string() });
export type MarqueeItem = z.infer<typeof MarqueeItem>;

export const marquee = defineCall({
  path: '/api/home/marquee',
  method: 'POST',
  tag,
  summary: 'Scrolling marquee messages',
  failure: 'content',
  request: ContentBody,
  response: success({ value: z.array(MarqueeItem) }),
});

export const referral = defineCall({
  path: '/api/home/referral',
  method: 'POST',
  tag,
  summary: 'The referral programme text',
  failure: 'content',
  request: ContentBody,
  response: success({ value: z.object({ setting_value: z.string() }) }),
});

export const FavouriteGame = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
  provider_code: z.string(),
});

const GameKey = { provider_code: z.string().min(1).max(32), game_code: z.string().min(1).max(64) };

export const favAdd = defineCall({
  path: '/api/home/fav_add',
  method: 'POST',
  tag,
  summary: 'Add a game to the favourites',
  auth: true,
  failure: 'content',
  request: z.object({
    ...AuthBody,
    ...GameKey,
    game_name: z.string().min(1).max(128),
    game_type: z.string().min(1).max(32),
    img_url: z.string().max(512),
  }),
  response: Ack,
});

export const favRemove = defineCall({
  path: '/api/home/fav_remove',
  method: 'POST',
  tag,
  summary: 'Remove a game from the favourites',
  auth: true,
  failure: 'content',
  request: z.object({ ...AuthBody, ...GameKey }),
  response: Ack,
});

export const favList = defineCall({
  path: '/api/home/fav_list',
  method: 'POST',
  tag,
  summary: "The player's favourite games",
  auth: true,
  failure: 'wallet',
  request: z.object({ ...AuthBody }),
  response: success({ value: z.array(FavouriteGame) }),
});

/** Team names in every language: home_name_en, away_name_cn, ... (SPEC 3, bet display). */
const teamNames = Object.fromEntries(
  LOCALE_PREFIXES.flatMap((p) => [
    [`home_name_${p}`, z.string().optional()],
    [`away_name_${p}`, z.string().optional()],
  ]),
) as Record<`${'home' | 'away'}_name_${(typeof LOCALE_PREFIXES)[number]}`, z.ZodOptional<z.ZodString>>;

export const Match = z.object({
  match_id: z.number().int(),
  league: z.string(),
  start_time: timestamp,
  home_team_name: z.string(),
  away_team_name: z.string(),
  ...teamNames,
});

export const Odds = z.object({
  match_id: z.number().int(),
  bet_type: z.string(),
  home_away: z.enum(['home', 'away', 'draw']),
  criteria1: z.string(),
  odds: z.number().positive(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  ...teamNames,
});

export const publicOdds = defineCall({
  path: '/api/home/public_odds',
  method: 'GET',
  tag,
  summary: 'Public odds for upcoming matches',
  failure: 'content',
  request: null,
  response: success({ value: z.array(Odds) }),
});

export const matchList = defineCall({
  path: '/api/home/match_list',
  method: 'GET',
  tag,
  summary: 'Upcoming matches',
  failure: 'content',
  request: null,
  response: success({ value: z.array(Match) }),
});
