import { notFound } from 'next/navigation';

// Any path without a page of its own answers 404 with the not-found page (SPEC 2.5, SPEC 8). Rendered per
// request so that made-up URLs do not fill the page cache.
export const dynamic = 'force-dynamic';

export default function UnknownPage(): never {
  notFound();
}
