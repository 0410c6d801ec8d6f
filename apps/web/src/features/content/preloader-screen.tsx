import type { Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import './content.css';

/** /preloader: the brand, a spinner and a line of text, for an app shell or a redirect to show while it loads. */
export async function PreloaderScreen({ site }: { site: Site }) {
  const t = await getTranslations('ui.content.preloader');
  return (
    <section data-slot="preloader" aria-labelledby="preloader-title" aria-busy="true">
      {site.logo1 ? (
        // biome-ignore lint/performance/noImgElement: operator logos come in any size from any host; CSS sizes it.
        <img src={site.logo1} alt={site.site_name} data-slot="preloader-logo" />
      ) : (
        <p data-slot="preloader-brand" data-face="display">
          {site.logo_text || site.site_name}
        </p>
      )}
      <span data-slot="preloader-spinner" aria-hidden="true" />
      <h1 id="preloader-title" data-slot="preloader-title" data-face="display">
        {t('title', { siteName: site.site_name })}
      </h1>
      <p data-slot="preloader-text">{t('text')}</p>
    </section>
  );
}
