'use client';

import type { getLimits } from '@felt/contract';
import type { z } from 'zod';
import { create } from 'zustand';
import { usePlayerStore } from '@/features/session/player-store';
import { callApi, isOk } from '@/lib/api/client';

// What the header clock and the reality checks need of limits/get: when this login started and how often to
// check. Kept in memory only: a reload asks the platform again, which is the one that knows.

export type Protection = z.infer<typeof getLimits.response>;
export type LimitView = Protection['limits'][number];

type SessionFacts = { startedAt: string | null; realityCheckMinutes: number | null };

const NO_SESSION: SessionFacts = { startedAt: null, realityCheckMinutes: null };

export const useProtectionStore = create<SessionFacts>()(() => NO_SESSION);

/** Keeps the session facts of an answer of limits/get, set_limit or set_session (all answer the same). */
export function keepProtection(answer: Protection): void {
  // An answer that arrives after a logout belongs to no one.
  if (!usePlayerStore.getState().isAuthenticated) return;
  useProtectionStore.setState({
    startedAt: answer.session.started_at,
    realityCheckMinutes: answer.reality_check_minutes,
  });
}

export function forgetProtection(): void {
  useProtectionStore.setState(NO_SESSION, true);
}

/**
 * limits/get, with failures left to the caller (inline: no error dialog; a lost session still logs out).
 * null when it failed.
 */
export async function loadProtection(): Promise<Protection | null> {
  const answer = await callApi<Protection>('/api/limits/get', {}, { inline: true });
  if (!isOk(answer)) return null;
  keepProtection(answer);
  return answer;
}
