'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useEffect } from 'react';
import { usePlayer, usePlayerStore } from '@/features/session/player-store';
import { useWithOwnMessages } from '@/i18n/messages-scope';
import { PlayerMessagesScope } from '@/i18n/player-messages-scope';
import { openModal } from '@/ui/modal-stack';
import { forgetProtection, loadProtection, useProtectionStore } from './protection-store';
import { elapsedSeconds, nextRealityCheckAt } from './session-time';

/**
 * Mounted once by the template shell, next to the session runtime. For a player it reads the session's start
 * (for the header clock) and, when a reality-check interval is set, opens the reality check every interval
 * counted from that start, so navigating or reloading neither delays nor repeats one.
 */
export function ProtectionRuntime() {
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const startedAt = useProtectionStore((state) => state.startedAt);
  const minutes = useProtectionStore((state) => state.realityCheckMinutes);

  useEffect(() => {
    if (isPlayer) void loadProtection();
    else forgetProtection();
  }, [isPlayer]);

  // The reality check's words are a player's messages, fetched only when a check is set.
  return startedAt && minutes ? (
    <Suspense fallback={null}>
      <PlayerMessagesScope>
        <RealityChecks startedAt={startedAt} minutes={minutes} />
      </PlayerMessagesScope>
    </Suspense>
  ) : null;
}

function RealityChecks({ startedAt, minutes }: { startedAt: string; minutes: number }) {
  const t = useTranslations('ui.protection.realityCheck');
  const withOwnMessages = useWithOwnMessages();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    // From `after` on: a timer that fires a moment early still moves on to the next interval.
    const schedule = (after: number) => {
      const due = nextRealityCheckAt(startedAt, minutes, after);
      if (due !== null && !stopped) timer = setTimeout(() => void check(due), Math.max(0, due - Date.now()));
    };
    const check = async (due: number) => {
      // A fresh answer: the net result as it stands now, and the session still standing.
      const answer = await loadProtection();
      if (stopped) return;
      if (answer && usePlayerStore.getState().isAuthenticated) {
        // The dialog's code is fetched when a check falls due, not with every page.
        const { REALITY_CHECK_ID, RealityCheckDialog } = await import('./reality-check-dialog');
        if (stopped) return;
        openModal({
          id: REALITY_CHECK_ID,
          title: t('title'),
          content: withOwnMessages(
            <RealityCheckDialog seconds={elapsedSeconds(startedAt, Date.now())} net={answer.session.net} />,
          ),
        });
      }
      schedule(Math.max(Date.now(), due));
    };

    schedule(Date.now());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [startedAt, minutes, t, withOwnMessages]);

  return null;
}
