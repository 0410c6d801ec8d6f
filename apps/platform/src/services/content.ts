import type { Announcement, LocaleCode, MarqueeItem, SeoRecord, Slide } from '@felt/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { announcementsOf, marqueeOf, seoOf, slidesOf } from '../db/queries/tenants';
import { isoText } from '../tenants/to-file';
import { pickText, readerLang, tenantFor } from './tenants';

// Home-page texts and SEO records, in the reader's language when the tenant has it (the `lang` extension).

type ContentBody = { domain_name: string; external_id: string; lang?: LocaleCode | undefined };

export async function slides(db: Db, body: ContentBody): Promise<z.infer<typeof Slide>[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const lang = readerLang(tenant, body.lang);
  return (await slidesOf(db, tenant.id)).map((s) => ({
    slide_id: s.id,
    title: pickText(s.titles, lang, tenant),
    img_url: s.img_url,
    href: s.href,
    placeholder: s.placeholder,
  }));
}

export async function announcements(db: Db, body: ContentBody): Promise<z.infer<typeof Announcement>[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const lang = readerLang(tenant, body.lang);
  return (await announcementsOf(db, tenant.id)).map((a) => ({
    announcement_id: a.id,
    title: pickText(a.titles, lang, tenant),
    content: pickText(a.contents, lang, tenant),
    created_at: isoText(a.created_at),
  }));
}

export async function marquee(db: Db, body: ContentBody): Promise<z.infer<typeof MarqueeItem>[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const lang = readerLang(tenant, body.lang);
  return (await marqueeOf(db, tenant.id)).map((m) => ({
    marquee_id: m.id,
    content: pickText(m.contents, lang, tenant),
  }));
}

/** One record per page and language: the reader's language, else the default, else English, else any. */
export async function seoRecord(db: Db, body: ContentBody & { page_name: string }): Promise<SeoRecord | null> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const records = (await seoOf(db, tenant.id)).filter((r) => r.page_name === body.page_name);
  const order = [readerLang(tenant, body.lang), tenant.default_lang, 'EN'];
  const found = order.map((code) => records.find((r) => r.meta_lang === code)).find(Boolean) ?? records[0];
  if (!found) return null;
  const { tenant_id: _t, position: _p, ...record } = found;
  return record;
}
