import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { GALLERY_PATH } from '@/features/gallery/gallery-access';
import { choiceQuery, type GalleryChoice, readChoice } from '@/features/gallery/gallery-choice';
import { GalleryLanguages } from '@/features/gallery/gallery-languages';
import { galleryState, isGoodPass, PASS_COOKIE } from '@/features/gallery/gallery-pass.server';
import { GalleryView } from '@/features/gallery/gallery-view';
import { KeyForm, type KeyRefusal } from '@/features/gallery/key-form';
import { isHttpsRequest } from '@/features/gallery/request-scheme';

// GET /gallery: the operator gallery (docs/decisions/0030). Closed without an operator key; asks for the key until
// its pass cookie is good; then shows any page of any skin. Rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Search = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const choiceOf = (params: Awaited<Search>): GalleryChoice => readChoice((name) => first(params[name]));

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const t = await getTranslations({ locale: choiceOf(await searchParams).lang, namespace: 'ui.gallery' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type BodyProps = { choice: GalleryChoice; query: string; refused: string | undefined };

async function GalleryBody({ choice, query, refused }: BodyProps) {
  const t = await getTranslations({ locale: choice.lang, namespace: 'ui.gallery.closed' });
  const state = galleryState();
  if (state !== 'ready') {
    return (
      <section className="gallery-card" aria-labelledby="gallery-closed-heading">
        <h2 id="gallery-closed-heading">{t('title')}</h2>
        <p>{t(state)}</p>
      </section>
    );
  }
  if (!isGoodPass((await cookies()).get(PASS_COOKIE)?.value)) {
    const refusal = refused === 'wrong' || refused === 'locked' ? (refused as KeyRefusal) : null;
    return <KeyForm lang={choice.lang} query={query} refused={refusal} />;
  }
  const requestHeaders = await headers();
  return <GalleryView choice={choice} host={requestHeaders.get('host') ?? ''} https={isHttpsRequest(requestHeaders)} />;
}

export default async function GalleryPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const choice = choiceOf(params);
  const t = await getTranslations({ locale: choice.lang, namespace: 'ui.gallery' });
  const query = choiceQuery((name) => first(params[name]));
  const withLang = (lang: string) => {
    const next = new URLSearchParams(query);
    next.set('lang', lang);
    return `${GALLERY_PATH}?${next}`;
  };
  return (
    <>
      <header className="gallery-header">
        <GalleryLanguages lang={choice.lang} hrefOf={withLang} />
      </header>
      <main id="main" className="gallery-main">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <GalleryBody choice={choice} query={String(query)} refused={first(params.refused)} />
      </main>
    </>
  );
}
