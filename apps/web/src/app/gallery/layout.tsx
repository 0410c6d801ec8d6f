import '@/features/gallery/gallery.css';
import { localeByPrefix } from '@felt/contract/tables';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { GALLERY_LANG_HEADER, galleryLang } from '@/features/gallery/gallery-lang';

// The operator gallery's own document, outside every tenant (the proxy serves it only where it may, see
// features/gallery/gallery-access.ts): no template, no tenant data, a stylesheet of its own.
export default async function GalleryLayout({ children }: { children: ReactNode }) {
  const lang = galleryLang((await headers()).get(GALLERY_LANG_HEADER));
  return (
    <html lang={localeByPrefix(lang)?.bcp47 ?? 'en'}>
      <body className="gallery">{children}</body>
    </html>
  );
}
