import type { LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { SiteView } from '@/tenant/site-view';

type Props = { errorKey: Extract<SiteView, { kind: 'themeError' }>['errorKey']; locale: LocalePrefix };

/** SPEC 4: an unknown theme code or colour resets the site to a plain message, nothing else. */
export async function ThemeErrorView({ errorKey, locale }: Props) {
  const [errors, ui] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getTranslations({ locale, namespace: 'ui.themeError' }),
  ]);
  return (
    <main className="grid min-h-dvh place-items-center p-6" data-slot="theme-error">
      <div className="max-w-md text-center">
        <h1 className="mb-3 text-xl font-semibold">{ui('title')}</h1>
        <p role="alert">{errors(errorKey)}</p>
      </div>
    </main>
  );
}
