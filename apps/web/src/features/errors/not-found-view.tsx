'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { usePublicPathname } from './use-public-pathname';

/**
 * SPEC 2.5: a not-found image, the requested path, and a way back to the home page. `pathRendered` is
 * false on the global 404, which is prerendered once for every unmatched URL; `path` is given by a page
 * that knows the public path better than the address it was rendered under.
 */
export function NotFoundView({ pathRendered = true, path: known }: { pathRendered?: boolean; path?: string }) {
  const t = useTranslations('ui.notFound');
  const path = usePublicPathname({ rendered: pathRendered, known });
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-16 text-center" data-slot="not-found">
      {/* biome-ignore lint/performance/noImgElement: a small static SVG needs no optimisation */}
      <img src="/images/not-found.svg" alt={t('imageAlt')} width={240} height={180} />
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="break-all text-muted">{t('message', { path })}</p>
      <Link
        href="/"
        className="rounded-(--radius) bg-accent px-5 py-2.5 font-semibold text-on-accent no-underline hover:opacity-90"
      >
        {t('back')}
      </Link>
    </section>
  );
}
