import { LOCALES, type LocalePrefix } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';

// The gallery's own language, one link per language in its own name; the rest of the address is kept.

export async function GalleryLanguages({
  lang,
  hrefOf,
}: {
  lang: LocalePrefix;
  hrefOf: (lang: LocalePrefix) => string;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'ui.gallery' });
  return (
    <nav className="gallery-languages" aria-label={t('languages')}>
      <ul>
        {LOCALES.map((entry) => (
          <li key={entry.prefix}>
            <a
              href={hrefOf(entry.prefix)}
              lang={entry.bcp47}
              hrefLang={entry.bcp47}
              aria-current={entry.prefix === lang ? 'true' : undefined}
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
