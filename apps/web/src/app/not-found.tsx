import { fallbackMessages } from '@/features/errors/english-messages';

// The root segment's not-found boundary. Tenant pages have their own (…/[locale]/not-found.tsx) and
// unmatched addresses get global-not-found.tsx; this one shows only if a tenant's root layout refuses its
// tenant or language between the proxy's decision and the render. Without this file Next puts its built-in
// 404 tree (1.4 KB with inline styles) into the data of every page; this one is a few elements.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>{fallbackMessages.ui.notFound.title}</h1>
      </body>
    </html>
  );
}
