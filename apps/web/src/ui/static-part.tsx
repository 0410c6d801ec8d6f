'use client';

import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A part of a served page that the browser keeps exactly as served (decision 0052): while the page hydrates it
 * takes its own served HTML as is instead of building its elements again, so rows of cards, tables and links
 * cost the first load nothing but their HTML. Only for parts with no behaviour of their own (their links are
 * plain links); drawn in the browser (a page reached by a link) it renders its children as any component does.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  const id = useId();
  // The server snapshot is what hydration reads, so this is true while hydrating (and on the server) only.
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  // Read once: the served HTML stays this part's for as long as it is on the page.
  const [served] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? (document.querySelector(`[data-static-part="${id}"]`)?.innerHTML ?? null)
      : null,
  );
  if (served === null) return <div data-static-part={id}>{children}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this part, taken back as is.
  return <div data-static-part={id} dangerouslySetInnerHTML={{ __html: served }} suppressHydrationWarning />;
}
