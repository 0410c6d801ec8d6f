import type { LocalePrefix } from '@felt/contract';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { type CmsKey, cmsBodyOf, cmsPageOff } from './cms-text';
import { ContentHtml } from './content-html';
import { ContentPage } from './content-page';
import { loadCms } from './load-cms.server';
import './content.css';

type Props = { tenant: ReadyTenant; locale: LocalePrefix; cmsKey: CmsKey; title: string };

/** A page that is only CMS text (/about, /faqs, /privacy-policy): not found while the operator has it off. */
export async function CmsPage({ tenant, locale, cmsKey, title }: Props) {
  const cms = await loadCms(tenant);
  if (cmsPageOff(cms, cmsKey)) notFound();
  const html = cmsBodyOf(cms, cmsKey, locale);
  const t = await getTranslations('ui.content');
  return (
    <ContentPage title={title}>
      {html ? <ContentHtml html={html} /> : <p data-slot="content-empty">{t('empty')}</p>}
    </ContentPage>
  );
}
