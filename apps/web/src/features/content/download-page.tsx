import type { Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { type AppLink, appLinks } from './app-links';
import { ContentPage } from './content-page';
import './content.css';

/** Simple platform marks drawn with the text colour: a robot head for Android, a phone for iPhone. */
function PlatformIcon({ platform }: { platform: AppLink['platform'] }) {
  return (
    <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {platform === 'android' ? (
        <>
          <path d="M5 11a7 7 0 0 1 14 0v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" />
          <path d="M8 5 6.5 3M16 5l1.5-2" />
          <circle cx="9.5" cy="9.5" r="0.5" />
          <circle cx="14.5" cy="9.5" r="0.5" />
        </>
      ) : (
        <>
          <rect x="6" y="2" width="12" height="20" rx="2.5" />
          <path d="M11 18h2" />
        </>
      )}
    </svg>
  );
}

/** /download: store-style buttons for the tenant's apps, or a note when it has none. */
export async function DownloadPage({ site }: { site: Site }) {
  const t = await getTranslations('ui.content');
  const links = appLinks(site);
  return (
    <ContentPage title={t('pages.download')} intro={t('download.intro', { siteName: site.site_name })}>
      {links.length === 0 ? (
        <p data-slot="content-empty">{t('download.none')}</p>
      ) : (
        <ul data-slot="app-links">
          {links.map((link) => (
            <li key={link.platform}>
              <a href={link.href} data-slot="app-link" data-platform={link.platform} rel="noopener noreferrer">
                <PlatformIcon platform={link.platform} />
                <span data-slot="app-link-text">
                  <span data-slot="app-link-prefix">{t('download.prefix')}</span>{' '}
                  <span data-slot="app-link-platform">{t(`download.${link.platform}`)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
