'use client';

import { useEffect } from 'react';
import type { SiteData } from './site-state';
import { applySiteData, hydrateSite } from './site-store';

/**
 * Applies the page's site data once mounted (SPEC 4 startup success): what the last visit kept is read first,
 * then replaced by this page's, which also ends the startup preloader. A visitor who came from one of the
 * site's affiliate domains is remembered for the signup.
 */
export function SiteStateSync({ data }: { data: SiteData }) {
  useEffect(() => {
    let live = true;
    void hydrateSite().then(() => {
      if (live) applySiteData(data);
    });
    // Only a visit from another site can come from an affiliate; its code loads for those visits alone.
    if (document.referrer && data.aff_domain.length > 0) {
      void import('@/features/auth/attribution').then(
        ({ rememberAffiliate }) => {
          try {
            rememberAffiliate(document.referrer, data.aff_domain, window.localStorage);
          } catch {
            // Storage itself is off-limits (blocked cookies): an address ?aff= still works.
          }
        },
        (error: unknown) => console.warn('The affiliate could not be remembered:', error),
      );
    }
    return () => {
      live = false;
    };
  }, [data]);
  return null;
}
