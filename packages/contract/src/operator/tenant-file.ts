import { z } from 'zod';
import { domain_name, external_id, timestamp, web_url } from '../calls/fields';
import { AnalyticsItem, SocialAccount } from '../calls/settings';
import { affiliateDomainOf } from '../tables/affiliates';
import { LOCALE_CODES } from '../tables/locales';
import { colorsOf, isThemeCode, THEME_CODES } from '../tables/templates';
import { CheckedEngagementSection } from './engagement-file';

// The tenant file: everything an operator configures for one site, validated before anything is written.
// Strict objects everywhere so a misspelt field is reported instead of silently ignored.

const locale = z.enum(LOCALE_CODES);
const html = z.string().max(20_000);
/** Logos, partner links and images: a web address, or 'Invalid URL' (SPEC 5). */
const url = web_url;
/** Text per locale code, e.g. {"EN": "Welcome", "CN": "欢迎"}. */
const texts = z.partialRecord(locale, z.string().trim().min(1).max(2_000));

const CmsEntry = z.strictObject({ en_body: html, local_body: html, status: z.boolean() });

const SeoEntry = z.strictObject({
  page_name: z.string().trim().min(1).max(64),
  meta_lang: locale.describe('The language of this record; one record per page and language'),
  en_item_name: z.string(),
  en_body: html,
  local_item_name: z.string(),
  local_body: html,
  meta_title: z.string().max(200),
  meta_desc: z.string().max(500),
  meta_keywords: z.string().max(500),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_image_url: z.string(),
});

const Shape = z.strictObject({
  domain_name,
  external_id,
  site: z.strictObject({
    site_name: z.string().trim().min(1).max(100),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Three capital letters (ISO 4217), e.g. "PHP"'),
    theme_code: z.enum(THEME_CODES),
    theme_color: z.string(),
    logo_text: z.string().trim().min(1).max(24),
    status: z.boolean(),
    expired_date: timestamp.nullable(),
    android_sub: z.string(),
    ios_sub: z.string(),
    gamify_status: z.boolean(),
    /** Logo addresses; a missing one is drawn from logo_text and the theme colour when the file is imported. */
    logos: z.strictObject({ logo1: url, logo2: url, logo3: url, manifest_icon: url }).partial().optional(),
  }),
  languages: z.strictObject({ default: locale, enabled: z.array(locale).min(1) }),
  maintenance: z.strictObject({ start_date: timestamp, end_date: timestamp }).nullable(),
  live_chat: z.strictObject({ chat_id: z.string().nullable(), image_id: z.string().nullable(), status: z.boolean() }),
  aff_domain: z.array(
    z
      .string()
      .trim()
      .max(320)
      .refine((entry) => affiliateDomainOf(entry) !== null, {
        message:
          'An affiliate host ("partners.example.com") or host=CODE, with a code of at most 64 letters, digits, "_", "." or "-"',
      })
      .describe('Signups first referred from this host or its subdomains go to the affiliate: the code, else the host'),
  ),
  menu: z.array(
    z.strictObject({
      content_id: z.number().int().positive(),
      game_menu: z.string().trim().min(1).max(32).describe('A category key, or a page key such as promotions'),
    }),
  ),
  cms: z.strictObject({
    about_us: CmsEntry,
    privacy_policy: CmsEntry,
    banking: CmsEntry,
    faqs: CmsEntry,
    responsible_gaming: CmsEntry,
  }),
  seo: z.array(SeoEntry),
  partners: z
    .array(
      z.strictObject({
        partner_name: z.string().trim().min(1).max(64),
        href: url,
        /** Omitted: a badge is drawn from partner_name. */
        img_url: url.optional(),
      }),
    )
    .max(12),
  social_accounts: z.array(SocialAccount.strict()),
  analytics: z.array(
    AnalyticsItem.extend({
      script: z.string().max(10_000).describe('HEAD: JavaScript without a script tag; BODY: HTML for a noscript block'),
    }).strict(),
  ),
  slides: z.array(
    z.strictObject({
      title: texts,
      href: url.nullable(),
      /** Omitted: a banner is drawn from the title and the theme colour. */
      img_url: url.optional(),
    }),
  ),
  marquee: z.array(z.strictObject({ content: texts })),
  announcements: z.array(z.strictObject({ created_at: timestamp, title: texts, content: texts })),
  /** VIP ladder, promotions, referral, missions, prize wheel and welcome gift; left out, the defaults apply. */
  engagement: CheckedEngagementSection.optional(),
});

export const TenantFile = Shape
  // Runs even when other fields are already wrong, so an operator sees every problem of a file at once.
  .superRefine((file, ctx) => crossChecks(file, (path, message) => ctx.addIssue({ code: 'custom', path, message })), {
    when: () => true,
  })
  .meta({ id: 'TenantFile' });

type Problem = (path: PropertyKey[], message: string) => void;
type Texts = Partial<Record<string, string>>;

/** Rules that span fields. A part of the file with the wrong shape is skipped: its shape is reported already. */
function crossChecks(file: z.output<typeof Shape>, problem: Problem): void {
  // Not an object at all (null, a number): the shape check has said so.
  if (typeof file !== 'object' || file === null) return;
  const { site, languages } = file;
  const enabled = new Set<string>(languages?.enabled ?? []);
  const checkTexts = (value: Texts, path: PropertyKey[]) => {
    if (enabled.has(languages.default) && !value[languages.default])
      problem(path, `needs a text in the default language ${languages.default}`);
    for (const code of Object.keys(value)) {
      if (!enabled.has(code)) problem([...path, code], `${code} is not an enabled language`);
    }
  };
  const checks = [
    () => {
      if (
        isThemeCode(site.theme_code) &&
        !(colorsOf(site.theme_code) as readonly string[]).includes(site.theme_color)
      ) {
        problem(
          ['site', 'theme_color'],
          `must be one of ${colorsOf(site.theme_code).join(', ')} for ${site.theme_code}`,
        );
      }
    },
    () => {
      if (enabled.size !== languages.enabled.length) problem(['languages', 'enabled'], 'lists a language twice');
      if (!enabled.has(languages.default)) {
        problem(['languages', 'default'], `${languages.default} is not in languages.enabled`);
      }
    },
    () => {
      if (file.maintenance && Date.parse(file.maintenance.end_date) <= Date.parse(file.maintenance.start_date)) {
        problem(['maintenance', 'end_date'], 'must be after start_date');
      }
    },
    () => {
      for (const [i, slide] of file.slides.entries()) checkTexts(slide.title, ['slides', i, 'title']);
    },
    () => {
      for (const [i, item] of file.marquee.entries()) checkTexts(item.content, ['marquee', i, 'content']);
    },
    () => {
      for (const [i, item] of file.announcements.entries()) {
        checkTexts(item.title, ['announcements', i, 'title']);
        checkTexts(item.content, ['announcements', i, 'content']);
      }
    },
    () => {
      const seen = new Set<number>();
      file.menu.forEach((entry, i) => {
        if (seen.has(entry.content_id)) problem(['menu', i, 'content_id'], `${entry.content_id} is used twice`);
        seen.add(entry.content_id);
      });
    },
    () => {
      const pages = new Set<string>();
      file.seo.forEach((record, i) => {
        const key = `${record.page_name}/${record.meta_lang}`;
        if (pages.has(key)) problem(['seo', i], `a second ${record.meta_lang} record for page ${record.page_name}`);
        pages.add(key);
        if (!enabled.has(record.meta_lang)) problem(['seo', i, 'meta_lang'], `${record.meta_lang} is not enabled`);
      });
    },
  ];
  for (const check of checks) {
    try {
      check();
    } catch {
      // That part of the file has the wrong shape, which the schema already reports.
    }
  }
}

export type TenantFile = z.infer<typeof TenantFile>;
export type LocaleTexts = Partial<Record<(typeof LOCALE_CODES)[number], string>>;
