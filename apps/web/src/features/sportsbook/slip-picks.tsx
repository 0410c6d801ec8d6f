'use client';

import { useTranslations } from 'next-intl';
import { useSlip } from './slip-store';

/**
 * The bet slip's contents: each pick with a remove button, then a note that betting itself opens in the
 * sportsbook provider (there is no sportsbook wallet, so nothing here takes money). The count is announced
 * politely as picks come and go.
 */
export function SlipPicks() {
  const t = useTranslations('ui.sportsbook.slip');
  const picks = useSlip((s) => s.picks);
  const remove = useSlip((s) => s.remove);
  const clear = useSlip((s) => s.clear);

  return (
    <div data-slot="slip-body">
      <p data-slot={picks.length ? 'slip-count' : 'panel-empty'} aria-live="polite">
        {picks.length ? t('count', { count: picks.length }) : t('empty')}
      </p>
      {picks.length > 0 && (
        <>
          <ul data-slot="slip-picks">
            {picks.map((pick) => (
              <li key={pick.key} data-slot="slip-pick">
                <span data-slot="slip-match">{pick.match}</span>
                <span data-slot="slip-choice">
                  {pick.market}: {pick.choice}
                </span>
                <span data-slot="slip-odds">{pick.odds}</span>
                <button
                  type="button"
                  data-slot="slip-remove"
                  aria-label={t('remove', { pick: pick.label })}
                  onClick={() => remove(pick.key)}
                >
                  <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" data-slot="slip-clear" onClick={clear}>
            {t('clear')}
          </button>
        </>
      )}
      <p data-slot="slip-note">{t('note')}</p>
    </div>
  );
}
