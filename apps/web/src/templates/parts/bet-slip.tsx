import { getTranslations } from 'next-intl/server';

/** The sportsbook's right column: bet slip and top odds, empty until the betting issue fills them. */
export async function BetSlip() {
  const t = await getTranslations('ui.shell.betslip');
  return (
    <aside data-slot="betslip" aria-labelledby="betslip-title">
      <section data-slot="betslip-panel">
        <h2 id="betslip-title" data-slot="panel-title">
          {t('title')}
        </h2>
        <p data-slot="panel-empty">{t('empty')}</p>
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
