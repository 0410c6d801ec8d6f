'use client';

import type { MissionPeriod, MissionView } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { useLoadedAnswer } from '@/features/account/use-loaded-answer';
import { useNow } from '@/features/protection/use-now';
import { useMessageText } from '@/ui/form/use-message-text';
import { MissionCard } from './mission-card';
import { type ClaimResult, useClaimMission } from './use-claim-mission';
import { useMissionWords } from './use-mission-words';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './missions.css';

const MINUTE = 60_000;

/** /mission: players only; the site's daily and weekly missions with progress, resets and claims. */
export function MissionsClient() {
  const t = useTranslations('ui.missions');
  return (
    <AccountPage title={t('title')} width="wide">
      <p data-slot="form-text">{t('intro')}</p>
      <Missions />
    </AccountPage>
  );
}

function Missions() {
  const t = useTranslations('ui.missions');
  const tCommon = useTranslations('ui.common');
  const { loaded, reload } = useLoadedAnswer<{ value: MissionView[] }>('/api/mission/list');
  const [missions, setMissions] = useState<MissionView[]>([]);
  const now = useNow(MINUTE);
  const { claim, pending, result } = useClaimMission((claimed) =>
    setMissions((list) => list.map((m) => (m.code === claimed.code ? claimed : m))),
  );

  useEffect(() => {
    if (loaded.status === 'ok') setMissions(loaded.answer.value);
  }, [loaded]);

  // A period that ended while the page was open starts again from the platform's figures.
  const ended = missions.some((m) => Date.parse(m.resets_at) <= now);
  useEffect(() => {
    if (ended) void reload();
  }, [ended, reload]);

  if (loaded.status === 'loading') {
    return (
      <p data-slot="form-text" role="status">
        {tCommon('loading')}
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div data-slot="form-text">
        <p>{t('failed')}</p>
        <button type="button" data-slot="form-button" data-variant="secondary" onClick={() => void reload()}>
          {tCommon('retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <ClaimStatus result={result} />
      {missions.length === 0 && <p data-slot="form-text">{t('none')}</p>}
      {(['daily', 'weekly'] as const satisfies readonly MissionPeriod[]).map((period) => {
        const list = missions.filter((m) => m.period === period);
        if (list.length === 0) return null;
        return (
          <section key={period} data-slot="mission-section" aria-labelledby={`missions-${period}`}>
            <h2 id={`missions-${period}`} data-slot="account-section-title" data-face="display">
              {t(period)}
            </h2>
            <ul data-slot="mission-list">
              {list.map((mission) => (
                <MissionCard
                  key={mission.code}
                  mission={mission}
                  now={now}
                  pending={pending === mission.code}
                  onClaim={(code) => void claim(code)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The last claim's outcome, read out when it arrives. */
function ClaimStatus({ result }: { result: ClaimResult | null }) {
  const words = useMissionWords();
  const text = useMessageText();
  return (
    <p data-slot="mission-result" data-ok={result?.ok} role="status" aria-live="polite">
      {result && (result.ok ? words.claimed(result.mission) : text(result.message))}
    </p>
  );
}
