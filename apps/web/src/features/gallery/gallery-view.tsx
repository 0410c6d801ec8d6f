import { LOCALE_PREFIXES } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { domainOfHost } from '@/tenant/host-resolver.server';
import { previewHost } from '@/tenant/preview-host';
import { ColourLinks } from './colour-links';
import { GALLERY_PAGES, type GalleryChoice } from './gallery-choice';
import { GalleryPickers } from './gallery-pickers';
import { previewSite } from './preview-sites.server';
import { SkinPreview } from './skin-preview';

// The gallery once the pass is good: the pickers, the chosen page of the skin's preview site (made on the first
// visit) and the template's colours. A preview site that cannot be had is said in words, the pickers stay.

export async function GalleryView({ choice, host, https }: { choice: GalleryChoice; host: string; https: boolean }) {
  const t = await getTranslations({ locale: choice.lang, namespace: 'ui.gallery.problem' });
  const galleryDomain = domainOfHost(host);
  const frameHost = previewHost(choice, host);
  const site = galleryDomain && frameHost ? await previewSite(choice, galleryDomain) : { problem: 'refused' as const };
  if ('problem' in site) {
    return (
      <>
        <GalleryPickers choice={choice} locales={LOCALE_PREFIXES} />
        <div className="gallery-card gallery-error" role="alert">
          <p>{t(site.problem, { theme: choice.theme })}</p>
          {site.reason && <p>{t('detail', { reason: site.reason })}</p>}
        </div>
        <ColourLinks choice={choice} />
      </>
    );
  }
  // A language the site lacks (or none asked for) is shown in the site's default.
  const locale = choice.locale && site.locales.includes(choice.locale) ? choice.locale : site.defaultLocale;
  const shown = { ...choice, locale };
  const path = localizedPath(
    { locales: site.locales, defaultLocale: site.defaultLocale },
    locale,
    GALLERY_PAGES[choice.page],
  );
  const url = `${https ? 'https' : 'http'}://${frameHost}${path}`;
  return (
    <>
      <GalleryPickers choice={shown} locales={site.locales} />
      <SkinPreview choice={shown} url={url} domain={site.domain} />
      <ColourLinks choice={shown} />
    </>
  );
}
