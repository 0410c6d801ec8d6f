'use client';

import { useCallback, useState } from 'react';
import type { Answer } from '@/lib/api/client';
import { callChallenged } from './challenge';

/** A call that takes a solved challenge, and whether the browser is solving it now (for a status text). */
export function useChallengedCall() {
  const [solving, setSolving] = useState(false);
  const call = useCallback((path: string, body: object): Promise<Answer> => callChallenged(path, body, setSolving), []);
  return { solving, call };
}
