'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import { createContext, type ReactNode, use } from 'react';

// SPEC 2.2: a layout is chosen by the route's own setting, otherwise by the site template. The pages of the
// (minigame) route group have their own layout (its layout.tsx), so the tenant layout leaves the template's
// shell out around them; providers, fonts, theme and messages stay, being above this choice.

/** The route group whose pages wear the dedicated minigame layout. */
export const MINIGAME_GROUP = '(minigame)';

const PageContext = createContext<ReactNode>(null);

/**
 * The template's shell around the page, or the page alone when it is in the minigame group. The page is passed
 * once and placed by PageSlot inside the shell, so it is never rendered twice.
 */
export function LayoutChoice({ shell, children }: { shell: ReactNode; children: ReactNode }) {
  const segment = useSelectedLayoutSegment();
  if (segment === MINIGAME_GROUP) return children;
  return <PageContext value={children}>{shell}</PageContext>;
}

/** Where the template's shell puts the page. */
export function PageSlot() {
  return use(PageContext);
}
