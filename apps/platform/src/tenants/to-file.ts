import { CMS_KEYS, type LocaleCode } from '@felt/contract';
import type { LocaleTexts, TenantFile } from '@felt/contract/operator';
import type { Db } from '../db/client';
import {
  analyticsOf,
  announcementsOf,
  cmsOf,
  findTenantByDomain,
  marqueeOf,
  menuOf,
  partnersOf,
  seoOf,
  slidesOf,
  socialAccountsOf,
} from '../db/queries/tenants';

/** ISO text without milliseconds when there are none, as people write it in files. */
export const isoText = (d: Date) => d.toISOString().replace('.000Z', 'Z');
const isoOrNull = (d: Date | null) => (d ? isoText(d) : null);

/** Reads one tenant back as a file; importing that file again changes nothing. */
export async function tenantFileOf(db: Db, domain: string): Promise<TenantFile | undefined> {
  const t = await findTenantByDomain(db, domain);
  if (!t) return undefined;
  const [menu, cms, seo, partners, social, analytics, slides, marquee, announcements] = await Promise.all([
    menuOf(db, t.id),
    cmsOf(db, t.id),
    seoOf(db, t.id),
    partnersOf(db, t.id),
    socialAccountsOf(db, t.id),
    analyticsOf(db, t.id),
    slidesOf(db, t.id),
    marqueeOf(db, t.id),
    announcementsOf(db, t.id),
  ]);
  // jsonb keeps no key order: put texts back in the tenant's language order.
  const ordered = (texts: Partial<Record<string, string>>): LocaleTexts =>
    Object.fromEntries(t.languages.filter((code) => texts[code] !== undefined).map((code) => [code, texts[code]]));
  const cmsByKey = new Map(cms.map((row) => [row.page_key, row]));
  const cmsEntry = (key: (typeof CMS_KEYS)[number]) => {
    const row = cmsByKey.get(key);
    return { en_body: row?.en_body ?? '', local_body: row?.local_body ?? '', status: row?.status ?? false };
  };
  return {
    domain_name: t.domain_name,
    external_id: t.external_id,
    site: {
      site_name: t.site_name,
      currency: t.currency,
      theme_code: t.theme_code as TenantFile['site']['theme_code'],
      theme_color: t.theme_color,
      logo_text: t.logo_text,
      status: t.status,
      expired_date: isoOrNull(t.expired_date),
      android_sub: t.android_sub,
      ios_sub: t.ios_sub,
      gamify_status: t.gamify_status,
      ...(t.file_logos ? { logos: t.file_logos } : {}),
    },
    languages: { default: t.default_lang as LocaleCode, enabled: t.languages as LocaleCode[] },
    maintenance:
      t.maintenance_start && t.maintenance_end
        ? { start_date: isoText(t.maintenance_start), end_date: isoText(t.maintenance_end) }
        : null,
    live_chat: { chat_id: t.live_chat_id, image_id: t.live_chat_image_id, status: t.live_chat_status },
    aff_domain: t.aff_domain,
    menu: menu.map(({ content_id, game_menu }) => ({ content_id, game_menu })),
    cms: Object.fromEntries(CMS_KEYS.map((key) => [key, cmsEntry(key)])) as TenantFile['cms'],
    seo: seo.map(({ id: _id, tenant_id: _t, position: _p, ...record }) => ({
      ...record,
      meta_lang: record.meta_lang as LocaleCode,
    })),
    partners: partners.map((p) => ({
      partner_name: p.partner_name,
      href: p.href,
      ...(p.img_from_file ? { img_url: p.img_url } : {}),
    })),
    social_accounts: social.map(({ account_type, account_name, href }) => ({ account_type, account_name, href })),
    analytics: analytics.map(({ section, script }) => ({ section: section as 'HEAD' | 'BODY', script })),
    slides: slides.map((s) => ({
      title: ordered(s.titles),
      href: s.href,
      ...(s.img_from_file ? { img_url: s.img_url } : {}),
    })),
    marquee: marquee.map((m) => ({ content: ordered(m.contents) })),
    announcements: announcements.map((a) => ({
      created_at: isoText(a.created_at),
      title: ordered(a.titles),
      content: ordered(a.contents),
    })),
    ...(t.engagement ? { engagement: t.engagement } : {}),
  };
}
