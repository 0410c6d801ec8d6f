import type { EngagementSection } from '@felt/contract/operator';
import { sql } from 'drizzle-orm';
import {
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// A tenant is one row plus ordered child rows; an import rewrites the children and keeps the tenant id, so
// later tables (players, ledger) can point at it safely.

type Texts = Partial<Record<string, string>>;
type FileLogos = { logo1?: string; logo2?: string; logo3?: string; manifest_icon?: string };

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Child rows are always read by tenant. */
const byTenant = (table: string) => (t: { tenant_id: ExtraConfigColumn }) => [
  index(`${table}_tenant_idx`).on(t.tenant_id),
];
export const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
/**
 * The tenant of a journal row (postings, entries, rounds), without a foreign key: a key would share-lock the one
 * tenant row on every bet of every player of the tenant (decision 0039). Tenants are updated in place, never
 * deleted, and the journal's writers take the tenant from the rows they read in the same statement.
 */
export const journalTenant = () => integer('tenant_id').notNull();

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  domain_name: text('domain_name').notNull().unique(),
  external_id: text('external_id').notNull(),
  site_name: text('site_name').notNull(),
  currency: text('currency').notNull(),
  theme_code: text('theme_code').notNull(),
  theme_color: text('theme_color').notNull(),
  logo_text: text('logo_text').notNull(),
  status: boolean('status').notNull(),
  expired_date: at('expired_date'),
  android_sub: text('android_sub').notNull(),
  ios_sub: text('ios_sub').notNull(),
  gamify_status: boolean('gamify_status').notNull(),
  /** The addresses served; drawn ones point at /api/media. */
  logo1: text('logo1').notNull(),
  logo2: text('logo2').notNull(),
  logo3: text('logo3').notNull(),
  manifest_icon: text('manifest_icon').notNull(),
  /** Logos the file itself gave, kept so an export writes back exactly what was imported. */
  file_logos: jsonb('file_logos').$type<FileLogos>(),
  default_lang: text('default_lang').notNull(),
  languages: text('languages').array().notNull(),
  maintenance_start: at('maintenance_start'),
  maintenance_end: at('maintenance_end'),
  live_chat_id: text('live_chat_id'),
  live_chat_image_id: text('live_chat_image_id'),
  live_chat_status: boolean('live_chat_status').notNull(),
  aff_domain: text('aff_domain').array().notNull(),
  /** The file's engagement section as given (null: every part from the defaults). */
  engagement: jsonb('engagement').$type<EngagementSection>(),
  updated_at: at('updated_at').notNull().default(sql`now()`),
});

export const tenantMenu = pgTable(
  'tenant_menu',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    content_id: integer('content_id').notNull(),
    game_menu: text('game_menu').notNull(),
  },
  byTenant('tenant_menu'),
);

export const tenantCms = pgTable(
  'tenant_cms',
  {
    tenant_id: tenantRef(),
    page_key: text('page_key').notNull(),
    en_body: text('en_body').notNull(),
    local_body: text('local_body').notNull(),
    status: boolean('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.page_key] })],
);

export const tenantSeo = pgTable(
  'tenant_seo',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    page_name: text('page_name').notNull(),
    meta_lang: text('meta_lang').notNull(),
    en_item_name: text('en_item_name').notNull(),
    en_body: text('en_body').notNull(),
    local_item_name: text('local_item_name').notNull(),
    local_body: text('local_body').notNull(),
    meta_title: text('meta_title').notNull(),
    meta_desc: text('meta_desc').notNull(),
    meta_keywords: text('meta_keywords').notNull(),
    meta_url: text('meta_url').notNull(),
    meta_canonical: text('meta_canonical').notNull(),
    meta_author: text('meta_author').notNull(),
    meta_publisher: text('meta_publisher').notNull(),
    meta_image_url: text('meta_image_url').notNull(),
  },
  (t) => [unique().on(t.tenant_id, t.page_name, t.meta_lang)],
);

export const tenantPartners = pgTable(
  'tenant_partners',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    partner_name: text('partner_name').notNull(),
    href: text('href').notNull(),
    img_url: text('img_url').notNull(),
    img_from_file: boolean('img_from_file').notNull(),
  },
  byTenant('tenant_partners'),
);

export const tenantSocialAccounts = pgTable(
  'tenant_social_accounts',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    account_type: text('account_type').notNull(),
    account_name: text('account_name').notNull(),
    href: text('href').notNull(),
  },
  byTenant('tenant_social_accounts'),
);

export const tenantAnalytics = pgTable(
  'tenant_analytics',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    script: text('script').notNull(),
  },
  byTenant('tenant_analytics'),
);

export const tenantSlides = pgTable(
  'tenant_slides',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
    href: text('href'),
    img_url: text('img_url').notNull(),
    img_from_file: boolean('img_from_file').notNull(),
    placeholder: text('placeholder'),
  },
  byTenant('tenant_slides'),
);

export const tenantMarquee = pgTable(
  'tenant_marquee',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    contents: jsonb('contents').$type<Texts>().notNull(),
  },
  byTenant('tenant_marquee'),
);

export const tenantAnnouncements = pgTable(
  'tenant_announcements',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    position: integer('position').notNull(),
    created_at: at('created_at').notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
    contents: jsonb('contents').$type<Texts>().notNull(),
  },
  byTenant('tenant_announcements'),
);

/** Generated images, served at /api/media/<key>; the key carries a content hash, so caches may keep them forever. */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    tenant_id: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    content_type: text('content_type').notNull(),
    body: text('body').notNull(),
    etag: text('etag').notNull(),
  },
  byTenant('media'),
);
