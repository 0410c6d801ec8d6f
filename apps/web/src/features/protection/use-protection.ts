'use client';

import { useCallback, useEffect, useState } from 'react';
import { keepProtection, loadProtection, type Protection } from './protection-store';

type Loaded = { status: 'loading' } | { status: 'ok'; protection: Protection } | { status: 'failed' };

/**
 * The player's limits and settings (limits/get) for the page, with a retry; a failure is shown by the page, so
 * no error dialog (a lost session still logs out). `update` takes the answer of a change, which is the same.
 */
export function useProtection() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    setLoaded((l) => (l.status === 'ok' ? l : { status: 'loading' }));
    const protection = await loadProtection();
    setLoaded(protection ? { status: 'ok', protection } : { status: 'failed' });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const update = useCallback((protection: Protection) => {
    keepProtection(protection);
    setLoaded({ status: 'ok', protection });
  }, []);

  return { loaded, retry: load, update };
}
