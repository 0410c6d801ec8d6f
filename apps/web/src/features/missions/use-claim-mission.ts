'use client';

import type { MissionView } from '@felt/contract';
import { useState } from 'react';
import { updatePlayer, usePlayerStore } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';

type Claimed = { mission: MissionView; game_balance: number; game_token: number };

export type ClaimResult =
  | { code: string; ok: true; mission: MissionView }
  | { code: string; ok: false; message: string };

/**
 * Claims a mission's reward. Cash refreshes the header balance; tokens go into the player store at once (the
 * wallet figure and the prize wheel's), from the claim's own answer.
 */
export function useClaimMission(onClaimed: (mission: MissionView) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const [result, setResult] = useState<ClaimResult | null>(null);

  async function claim(code: string) {
    setPending(code);
    setResult(null);
    const answer = await callApi<Claimed>('/api/mission/claim', { code }, { inline: true });
    setPending(null);
    if (!isOk(answer)) {
      setResult({ code, ok: false, message: answer.message ?? '' });
      return;
    }
    if (answer.mission.reward_kind === 'cash') void refreshBalance({ inline: true });
    else {
      const { game, minigame } = usePlayerStore.getState();
      updatePlayer({
        game: { ...game, token: answer.game_token },
        minigame: { ...minigame, token_balance: answer.game_token },
      });
    }
    setResult({ code, ok: true, mission: answer.mission });
    onClaimed(answer.mission);
  }

  return { claim, pending, result };
}
