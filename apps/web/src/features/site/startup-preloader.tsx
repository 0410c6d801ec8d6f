'use client';

import { useSite } from './site-store';

/**
 * The startup preloader of SPEC 2.6 and 4: a thin bar at the top of the served page until the startup data
 * is applied. It never covers the page, so a cached page paints at once; without scripts it fades by itself
 * (the stylesheet's timeout). Purely visual: the page is already readable.
 */
export function StartupPreloader() {
  const shown = useSite((state) => state.flags.preloader);
  return shown ? <div data-slot="startup-preloader" aria-hidden="true" /> : null;
}
