import { getTranslations } from 'next-intl/server';
import { SlipPicks } from './slip-picks';
import './sportsbook.css';

/** The bet slip beside the board on shells that have no bet slip column of their own (casino, slot). */
export async function PageSlip() {
  const t = await getTranslations('ui.sportsbook.slip');
  return (
    <aside data-slot="page-slip" aria-labelledby="page-slip-title">
      <section data-slot="betslip-panel">
        <h2 id="page-slip-title" data-slot="panel-title">
          {t('title')}
        </h2>
        <SlipPicks />
      </section>
    </aside>
  );
}
