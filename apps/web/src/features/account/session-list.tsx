'use client';

import type { SessionInfo } from '@felt/contract';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { useBcp47 } from './use-bcp47';
import './account.css';

/** The player's open sessions: this device first and marked, then the others newest first. */
export function SessionList({ sessions }: { sessions: z.infer<typeof SessionInfo>[] }) {
  const t = useTranslations('ui.account.security');
  const bcp47 = useBcp47();
  const ordered = [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  return (
    <ul data-slot="session-list">
      {ordered.map((session) => (
        <li key={session.session_id} data-slot="session" data-current={session.current ? '' : undefined}>
          <p data-slot="session-device">
            <span>{session.device || t('unknownDevice')}</span>
            {session.current && <span data-slot="session-current">{t('thisDevice')}</span>}
          </p>
          <dl data-slot="session-facts">
            <div>
              <dt>{t('ip')}</dt>
              <dd>{session.ip}</dd>
            </div>
            <div>
              <dt>{t('started')}</dt>
              <dd>
                <LocalDateTime iso={session.created_at} bcp47={bcp47} />
              </dd>
            </div>
            <div>
              <dt>{t('lastActive')}</dt>
              <dd>
                <LocalDateTime iso={session.last_seen_at} bcp47={bcp47} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
