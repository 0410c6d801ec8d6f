'use client';

// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/protection/protection.css';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/features/session/session-actions';
import { useSessionSettings } from '@/features/session/session-provider';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format-money';
import { closeModal } from '@/ui/modal-stack';
import { formatClock, isoDuration } from './session-time';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './protection.css';

export const REALITY_CHECK_ID = 'reality-check';

type Props = { seconds: number; net: number };

/** The reality check's content: time played and the net result, the histories, and carry on or stop. */
export function RealityCheckDialog({ seconds, net }: Props) {
  const t = useTranslations('ui.protection.realityCheck');
  const locale = useLocale();
  const { currency } = useSessionSettings();
  const [leaving, setLeaving] = useState(false);
  const close = () => closeModal(REALITY_CHECK_ID);

  async function stop() {
    setLeaving(true);
    close();
    await logout();
  }

  return (
    <div data-slot="reality-check">
      <p data-slot="reality-check-intro">{t('intro', { minutes: Math.floor(seconds / 60) })}</p>
      <dl data-slot="reality-check-facts">
        <div>
          <dt>{t('elapsed')}</dt>
          <dd data-slot="reality-check-elapsed">
            <time dateTime={isoDuration(seconds)}>{formatClock(seconds)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('net')}</dt>
          <dd>
            {currency}{' '}
            <span data-slot="reality-check-net" data-sign={net > 0 ? 'up' : net < 0 ? 'down' : undefined}>
              {formatMoney(net, locale)}
            </span>
          </dd>
        </div>
      </dl>
      <p data-slot="form-text">{t('netHint')}</p>
      <ul data-slot="reality-check-links">
        <li>
          <Link href="/bet-history" onClick={close}>
            {t('betHistory')}
          </Link>
        </li>
        <li>
          <Link href="/transaction-history" onClick={close}>
            {t('transactions')}
          </Link>
        </li>
      </ul>
      <div data-slot="confirm-actions">
        <button type="button" data-slot="form-button" data-variant="primary" onClick={close}>
          {t('continue')}
        </button>
        <button
          type="button"
          data-slot="form-button"
          data-variant="secondary"
          disabled={leaving}
          aria-busy={leaving}
          onClick={stop}
        >
          {t('stop')}
        </button>
      </div>
    </div>
  );
}
