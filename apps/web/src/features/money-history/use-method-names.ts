'use client';

import type { PaymentMethod } from '@felt/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';

type Methods = { value: z.infer<typeof PaymentMethod>[] };

/**
 * The names the site gives its payment methods ("GCash"), by code. Until they arrive, or when they cannot be
 * had, a request shows its method's code: the history itself does not depend on them.
 */
export function useMethodNames(): (code: string) => string {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    void callApi<Methods>('/api/payment/methods', {}, { inline: true }).then((answer) => {
      if (current && isOk(answer)) setNames(new Map(answer.value.map((m) => [m.method_code, m.method_name])));
    });
    return () => {
      current = false;
    };
  }, []);
  return (code) => names.get(code) ?? code;
}
