'use client';

import { useEffect } from 'react';
import { rememberAffiliate } from '@/features/auth/attribution';
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
    try {
      rememberAffiliate(document.referrer, data.aff_domain, window.localStorage);
    } catch {
      // Storage itself is off-limits (blocked cookies): an address ?aff= still works.
    }
    return () => {
      live = false;
    };
  }, [data]);
  return null;
}
