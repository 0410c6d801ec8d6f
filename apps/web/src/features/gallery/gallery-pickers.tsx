import {
  colorsOf,
  FAMILY_COLORS,
  familyOf,
  LOCALES,
  type LocalePrefix,
  type TemplateFamily,
  THEME_CODES,
} from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { GALLERY_PATH } from './gallery-access';
import {
  GALLERY_PAGES,
  GALLERY_WIDTHS,
  type GalleryChoice,
  type GalleryPage,
  type GalleryWidth,
} from './gallery-choice';

// The choice of skin, language, page and width: a GET form, so each view has an address to share and nothing
// runs in the browser. A colour or language the newly chosen template lacks falls back to its first one.

const FAMILIES = Object.keys(FAMILY_COLORS) as TemplateFamily[];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="gallery-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export async function GalleryPickers({ choice, locales }: { choice: GalleryChoice; locales: readonly LocalePrefix[] }) {
  const t = await getTranslations({ locale: choice.lang, namespace: 'ui.gallery' });
  return (
    <section className="gallery-card" aria-labelledby="gallery-pickers-heading">
      <h2 id="gallery-pickers-heading">{t('pickers.heading')}</h2>
      <form className="gallery-pickers" method="get" action={GALLERY_PATH}>
        <Field id="gallery-template" label={t('pickers.template')}>
          <select id="gallery-template" name="template" defaultValue={choice.theme}>
            {FAMILIES.map((family) => (
              <optgroup key={family} label={t(`families.${family}`)}>
                {THEME_CODES.filter((theme) => familyOf(theme) === family).map((theme) => (
                  <option key={theme} value={theme}>
                    {theme}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field id="gallery-colour" label={t('pickers.colour')}>
          <select id="gallery-colour" name="colour" defaultValue={choice.color}>
            {colorsOf(choice.theme).map((color) => (
              <option key={color} value={color}>
                {color}
              </option>
            ))}
          </select>
        </Field>
        <Field id="gallery-locale" label={t('pickers.language')}>
          <select id="gallery-locale" name="locale" defaultValue={choice.locale ?? undefined}>
            {LOCALES.filter((entry) => locales.includes(entry.prefix)).map((entry) => (
              <option key={entry.prefix} value={entry.prefix} lang={entry.bcp47}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="gallery-page" label={t('pickers.page')}>
          <select id="gallery-page" name="page" defaultValue={choice.page}>
            {(Object.keys(GALLERY_PAGES) as GalleryPage[]).map((page) => (
              <option key={page} value={page}>
                {t(`pages.${page}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="gallery-width" label={t('pickers.width')}>
          <select id="gallery-width" name="width" defaultValue={choice.width}>
            {(Object.keys(GALLERY_WIDTHS) as GalleryWidth[]).map((width) => (
              <option key={width} value={width}>
                {t(`pickers.${width}`, { width: GALLERY_WIDTHS[width].width })}
              </option>
            ))}
          </select>
        </Field>
        <input type="hidden" name="lang" value={choice.lang} />
        <button type="submit">{t('pickers.submit')}</button>
      </form>
    </section>
  );
}
