import type { LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentHtml } from './content-html';
import { ContentPage } from './content-page';
import { loadSeoBody } from './load-seo-body.server';

/** The sections of the generic terms, in reading order (keys of ui.content.terms.sections). */
const GENERIC_SECTIONS = ['eligibility', 'account', 'payments', 'promotions', 'fairPlay', 'changes'] as const;

/** /term-condition: the tenant's own terms (its SEO record's body) when it has them, else generic terms. */
export async function TermsPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui.content');
  const html = await loadSeoBody(tenant, 'term-condition', locale);
  if (html) {
    return (
      <ContentPage title={t('pages.terms')}>
        <ContentHtml html={html} />
      </ContentPage>
    );
  }
  return (
    <ContentPage title={t('pages.terms')} intro={t('terms.intro', { siteName: tenant.startup.site.site_name })}>
      <div data-slot="cms-body">
        {GENERIC_SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`terms-${key}`}>
            <h2 id={`terms-${key}`}>{t(`terms.sections.${key}.title`)}</h2>
            <p>{t(`terms.sections.${key}.text`)}</p>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
