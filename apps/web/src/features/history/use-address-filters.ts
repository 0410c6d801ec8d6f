'use client';

import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { PageAndDays, Search } from './history-address';

type Codec<F extends PageAndDays> = {
  /** The filters of the address. */
  read: (search: Search) => F;
  /** The address query of the filters. */
  write: (filters: F) => Record<string, string>;
  /** No filter at all, first page. */
  none: F;
};

/**
 * A history's filters, read from the address and written back to it (replacing the entry, keeping the scroll).
 * A changed filter starts again at the first page. Needs a Suspense boundary above it (useSearchParams).
 */
export function useAddressFilters<F extends PageAndDays>({ read, write, none }: Codec<F>) {
  const router = useRouter();
  const pathname = usePathname();
  const filters = read(useSearchParams());
  const go = (next: F) => router.replace({ pathname, query: write(next) }, { scroll: false });
  return {
    filters,
    change: (patch: Partial<F>) => go({ ...filters, ...patch, page: 1 }),
    clear: () => go(none),
    goToPage: (page: number) => go({ ...filters, page }),
  };
}
