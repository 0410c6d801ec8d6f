import { z } from 'zod';
import { success } from '../envelope';
import { defineCall } from './define';
import { TenantBody } from './fields';
import { lang } from './settings';

export const SeoRecord = z.object({
  id: z.number().int(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
});
export type SeoRecord = z.infer<typeof SeoRecord>;

export const seo = defineCall({
  path: '/api/seo',
  method: 'POST',
  tag: 'seo',
  summary: "A page's SEO record; value is null when the site has none for that page",
  failure: 'content',
  request: z.object({ ...TenantBody, page_name: z.string().trim().min(1).max(64), lang }),
  response: success({ value: SeoRecord.nullable() }),
});
