'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { usePlayer } from '@/features/session/player-store';
import { useMessageText } from '@/ui/form/use-message-text';
import type { InfoAnswer } from './minigame-types';
import { OddsTable } from './odds-table';
import { showTokens } from './player-tokens';
import { PrizeWheel } from './prize-wheel';
import { usePrizeLabel } from './use-prize-label';
import { type SpinOutcome, useSpin } from './use-spin';
import '@/ui/form/forms.css';
import './minigame.css';

type Props = { info: InfoAnswer; onSpun: () => void };

/** The wheel, the spin button with the cost and the player's tokens, the announced result and the odds. */
export function WheelGame({ info, onSpun }: Props) {
  const t = useTranslations('ui.minigame');
  const label = usePrizeLabel();
  const tokens = usePlayer((s) => s.minigame);
  const { spin, spinning, rotation, outcome } = useSpin(info.prizes.length, onSpun);
  const cost = info.spin_cost;
  const short = !spinning && tokens.token_balance < cost;

  // The platform's word on the tokens replaces what the browser kept.
  useEffect(() => showTokens(info), [info]);

  return (
    <div data-slot="minigame-game">
      <div data-slot="minigame-stage" data-spinning={spinning || undefined}>
        <PrizeWheel
          labels={info.prizes.map(label)}
          rotation={rotation}
          label={t('wheelLabel', { count: info.prizes.length })}
        />
      </div>
      <div data-slot="minigame-controls">
        <dl data-slot="minigame-tokens">
          <div>
            <dt>{t('tokens')}</dt>
            <dd data-slot="minigame-token-balance">{tokens.token_balance}</dd>
          </div>
          {tokens.frozen_token > 0 && (
            <div>
              <dt>{t('frozen')}</dt>
              <dd>{tokens.frozen_token}</dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          data-slot="form-button"
          data-variant="primary"
          aria-disabled={spinning || short || undefined}
          aria-busy={spinning || undefined}
          aria-describedby={short ? 'minigame-short' : undefined}
          onClick={() => {
            if (!short) void spin();
          }}
        >
          {spinning ? t('spinning') : t('spin', { count: cost })}
        </button>
        {short && (
          <p id="minigame-short" data-slot="form-text">
            {t('short', { count: cost })}
          </p>
        )}
        <Result outcome={outcome} spinning={spinning} />
      </div>
      <OddsTable prizes={info.prizes} />
    </div>
  );
}

/** The live region the result is read out from; always in the page, so each new result is announced. */
function Result({ outcome, spinning }: { outcome: SpinOutcome | null; spinning: boolean }) {
  const t = useTranslations('ui.minigame.result');
  const label = usePrizeLabel();
  const text = useMessageText();
  let said = '';
  if (spinning) said = t('spinning');
  else if (outcome?.kind === 'prize') {
    said = outcome.prize.kind === 'none' ? t('none') : t('won', { prize: label(outcome.prize) });
  }
  return (
    <>
      <p
        role="status"
        data-slot="minigame-result"
        data-kind={outcome?.kind === 'prize' ? outcome.prize.kind : undefined}
      >
        {said}
      </p>
      <div role="alert" data-slot="minigame-problem">
        {outcome?.kind === 'problem' && text(outcome.message)}
      </div>
    </>
  );
}
