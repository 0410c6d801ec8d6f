import { z } from 'zod';
import { success } from '../envelope';
import { LOCALE_CODES } from '../tables/locales';
import { THEME_CODES } from '../tables/templates';
import { defineCall } from './define';
import { domain_name, timestamp } from './fields';

export const Maintenance = z.object({
  is_maintenance: z.boolean(),
  start_date: timestamp.nullable(),
  end_date: timestamp.nullable(),
});
export type Maintenance = z.infer<typeof Maintenance>;

export const Site = z
  .object({
    site_name: z.string(),
    currency: z.string().length(3),
    theme_code: z.enum(THEME_CODES).or(z.string()).describe('A theme code; the site refuses unknown ones'),
    theme_color: z.string(),
    logo1: z.string(),
    logo2: z.string(),
    logo3: z.string(),
    status: z.boolean(),
    expired_date: timestamp.nullable(),
    logo_text: z.string(),
    external_id: z.string(),
    android_sub: z.string(),
    ios_sub: z.string(),
    manifest_icon: z.string(),
    gamify_status: z.boolean(),
  })
  .meta({ id: 'Site' });
export type Site = z.infer<typeof Site>;

/** One entry of the site menu: a category key (or a page key for entries that are not product categories). */
export const MenuChild = z.object({ content_id: z.number().int(), game_menu: z.string() });
export type MenuChild = z.infer<typeof MenuChild>;
export const Content = z.object({ menu: z.object({ children: z.array(MenuChild) }) });

export const LanguageItem = z.object({ code: z.enum(LOCALE_CODES), is_default: z.boolean() });
export type LanguageItem = z.infer<typeof LanguageItem>;

export const LiveChat = z.object({
  chat_id: z.string().nullable(),
  image_id: z.string().nullable(),
  status: z.boolean(),
});

export const startup = defineCall({
  path: '/api/startup',
  method: 'POST',
  tag: 'startup',
  summary: 'Everything a site needs to start: site, theme, languages, menu, maintenance',
  failure: 'startup',
  request: z.object({ domain_name }),
  response: success({
    maintenance: Maintenance,
    content: Content,
    site: Site,
    language: z.array(LanguageItem).min(1),
    provider_count: z.record(z.string(), z.number().int().nonnegative()),
    aff_domain: z.array(z.string()),
    live_chat: LiveChat,
    show_referral: z
      .boolean()
      .optional()
      .describe('Extension (SPEC 3 layout state): false hides the referral page; absent means shown'),
  }),
});
export type StartupAnswer = z.infer<typeof startup.response>;
