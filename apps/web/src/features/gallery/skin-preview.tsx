import { localeByPrefix } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import { GALLERY_PAGES, GALLERY_WIDTHS, type GalleryChoice } from './gallery-choice';

// The chosen page of the preview site, framed at the chosen width (the preview site lets only this gallery frame
// it), with a link that opens it whole.

export async function SkinPreview({ choice, url, domain }: { choice: GalleryChoice; url: string; domain: string }) {
  const t = await getTranslations({ locale: choice.lang, namespace: 'ui.gallery' });
  const size = GALLERY_WIDTHS[choice.width];
  const names = {
    page: t(`pages.${choice.page}`),
    theme: choice.theme,
    colour: choice.color,
    language: localeByPrefix(choice.locale ?? '')?.name ?? '',
  };
  return (
    <section className="gallery-preview" aria-labelledby="gallery-preview-heading">
      <h2 id="gallery-preview-heading">{t('preview.heading', names)}</h2>
      <p className="gallery-preview-links">
        <a href={url} target="_blank" rel="noopener">
          {t('preview.open')}
        </a>
        <span>{t('preview.site', { domain })}</span>
      </p>
      <div className="gallery-frame">
        <iframe
          src={url}
          title={t('preview.frameTitle', names)}
          width={size.width}
          height={size.height}
          data-path={GALLERY_PAGES[choice.page]}
        />
      </div>
    </section>
  );
}
