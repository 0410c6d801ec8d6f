import { getTranslations } from 'next-intl/server';
import { SlipPicks } from '@/features/sportsbook/slip-picks';

/** The sportsbook's right column: the bet slip the odds board fills, and top odds (still empty). */
export async function BetSlip() {
  const t = await getTranslations('ui.shell.betslip');
  return (
    <aside data-slot="betslip" aria-labelledby="betslip-title">
      <section data-slot="betslip-panel">
        <h2 id="betslip-title" data-slot="panel-title">
          {t('title')}
        </h2>
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
