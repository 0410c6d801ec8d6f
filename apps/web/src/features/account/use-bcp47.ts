'use client';

import { localeByPrefix } from '@felt/contract/tables';
import { useLocale } from 'next-intl';

/** The page language as a BCP 47 tag for Intl formatters (URL prefixes such as "php" or "cn" are not). */
export function useBcp47(): string {
  return localeByPrefix(useLocale())?.bcp47 ?? 'en';
}
