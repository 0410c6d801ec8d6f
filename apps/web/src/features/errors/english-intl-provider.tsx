'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { fallbackMessages } from './english-messages';

/**
 * Messages for pages outside any tenant (unmatched URLs). Client-side and fully explicit, so no
 * next-intl server function runs there without a locale.
 */
export function EnglishIntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={fallbackMessages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
