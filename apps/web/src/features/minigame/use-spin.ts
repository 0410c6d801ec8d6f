'use client';

import { STATUS } from '@felt/contract/tables';
import { useCallback, useRef, useState } from 'react';
import { usePlayerStore } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';
import type { SpinAnswer, SpinPrize } from './minigame-types';
import { showTokens } from './player-tokens';
import { newRequestId } from './request-id';
import { rotationFor } from './wheel-geometry';

/** How long the wheel turns (the stylesheet's transition is as long); no time at all with reduced motion. */
export const SPIN_MS = 3_000;
/** An answer lost on the way is asked for again once, with the same request_id, so it cannot spin twice. */
const RETRY_MS = 1_000;

export type SpinOutcome = { kind: 'prize'; prize: SpinPrize } | { kind: 'problem'; message: string | undefined };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const unanswered = (answer: { statusCode: number }) =>
  answer.statusCode === STATUS.disconnect || answer.statusCode <= STATUS.internalServerError;

async function askToSpin(request_id: string) {
  const first = await callApi<SpinAnswer>('/api/minigame/spin', { request_id }, { inline: true });
  if (!unanswered(first)) return first;
  await wait(RETRY_MS);
  return callApi<SpinAnswer>('/api/minigame/spin', { request_id }, { inline: true });
}

/**
 * One spin per click, never two at once: the platform decides the prize, the wheel turns to its slice, then the
 * prize is told and the balances follow. While the wheel turns the cost shows as frozen, as it is on the platform.
 */
export function useSpin(slices: number, onSettled: () => void) {
  const [spinning, setSpinning] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  const busy = useRef(false);

  const spin = useCallback(async () => {
    // A second click (or a double click) while a spin is out does nothing.
    if (busy.current) return;
    busy.current = true;
    setSpinning(true);
    setOutcome(null);
    const before = usePlayerStore.getState().minigame;
    const answer = await askToSpin(newRequestId());
    if (isOk(answer)) {
      const { cost, prize } = answer.value;
      showTokens({ token_balance: before.token_balance - cost, frozen_token: before.frozen_token + cost });
      setRotation((from) => rotationFor(prize.index, slices, from));
      await wait(reducedMotion() ? 0 : SPIN_MS);
      showTokens(answer, answer.game_balance);
      // A cash prize is bonus money (held apart until wagered): the header's bonus is read again.
      if (prize.kind === 'cash') void refreshBalance({ inline: true });
      setOutcome({ kind: 'prize', prize });
      onSettled();
    } else {
      setOutcome({ kind: 'problem', message: answer.message });
    }
    busy.current = false;
    setSpinning(false);
  }, [slices, onSettled]);

  return { spin, spinning, rotation, outcome };
}
