'use client';

import type { listProviders, Provider } from '@felt/contract';
import type { CategoryKey } from '@felt/contract/tables';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';

type ProvidersAnswer = z.infer<typeof listProviders.response>;

/**
 * The providers with games in a category, for the lobby's tabs. Without them the lobby still works (only
 * "All"), so a failure shows no dialog.
 */
export function useProviders(category: CategoryKey): Provider[] {
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    let live = true;
    void callApi<ProvidersAnswer>('/api/product/providers', { game_type: category }, { inline: true }).then(
      (answer) => {
        if (live && isOk(answer)) setProviders(answer.value);
      },
    );
    return () => {
      live = false;
    };
  }, [category]);
  return providers;
}
