import { getTranslations } from 'next-intl/server';
import { SlipPicks } from '@/features/sportsbook/slip-picks';

/**
 * The sportsbook's right column: the bet slip the odds board fills, and top odds (still empty). On a phone it is a
 * sheet over the phone bar, opened by the bar's slip tab (the address's #betslip) and closed by its close link.
 */
export async function BetSlip() {
  const t = await getTranslations('ui.shell.betslip');
  return (
    <aside id="betslip" data-slot="betslip" aria-labelledby="betslip-title">
      <section data-slot="betslip-panel">
        <h2 id="betslip-title" data-slot="panel-title">
          {t('title')}
        </h2>
        {/* A phone's sheet closes by leaving it for the page (shells.css shows this there only). */}
        <a href="#main" data-slot="betslip-close">
          <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="sr-only">{t('close')}</span>
        </a>
        <SlipPicks />
      </section>
      <section data-slot="betslip-panel" aria-labelledby="odds-title">
        <h2 id="odds-title" data-slot="panel-title">
          {t('oddsTitle')}
        </h2>
        <p data-slot="panel-empty">{t('oddsEmpty')}</p>
      </section>
    </aside>
  );
}
