import type { LocalePrefix } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import { GALLERY_PATH } from './gallery-access';

// The operator key, asked once: a plain form posted to /gallery/key, which sets the pass and comes back here. No
// script is needed, and the key travels only in this one request's body.

export type KeyRefusal = 'wrong' | 'locked';

/** `query`: the view asked for (gallery-choice.ts), where the gallery comes back to once the key is right. */
export async function KeyForm({
  lang,
  query,
  refused,
}: {
  lang: LocalePrefix;
  query: string;
  refused: KeyRefusal | null;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'ui.gallery.key' });
  return (
    <section className="gallery-card" aria-labelledby="gallery-key-heading">
      <h2 id="gallery-key-heading">{t('heading')}</h2>
      <p>{t('hint')}</p>
      <form className="gallery-key" method="post" action={`${GALLERY_PATH}/key${query ? `?${query}` : ''}`}>
        {refused && (
          <p id="gallery-key-error" className="gallery-error" role="alert">
            {t(refused)}
          </p>
        )}
        <label htmlFor="gallery-key">{t('label')}</label>
        <input
          id="gallery-key"
          name="key"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? 'gallery-key-error' : undefined}
        />
        <button type="submit">{t('submit')}</button>
      </form>
    </section>
  );
}
