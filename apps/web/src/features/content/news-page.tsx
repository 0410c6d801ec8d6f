import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentPage } from './content-page';
import { loadNews } from './load-news.server';
import './content.css';

/** /news: the tenant's announcements, newest first, each with its date. */
export async function NewsPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui.content');
  const entry = localeByPrefix(locale);
  const news = await loadNews(tenant, entry?.code ?? 'EN');
  // The page is cached for everyone: dates are written in UTC, as the home page's announcements are.
  const dates = new Intl.DateTimeFormat(entry?.dateLocale ?? 'en', { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ContentPage title={t('pages.news')} intro={t('news.intro', { siteName: tenant.startup.site.site_name })}>
      {news.length === 0 ? (
        <p data-slot="content-empty">{t('news.none')}</p>
      ) : (
        <ol data-slot="news-list">
          {news.map((item) => (
            <li key={item.announcement_id}>
              <article data-slot="news-item" aria-labelledby={`news-${item.announcement_id}`}>
                <h2 id={`news-${item.announcement_id}`} data-slot="news-title" data-face="display">
                  {item.title}
                </h2>
                <time data-slot="news-date" dateTime={item.created_at}>
                  {dates.format(new Date(item.created_at))}
                </time>
                <p data-slot="news-text">{item.content}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </ContentPage>
  );
}
