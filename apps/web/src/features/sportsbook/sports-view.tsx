import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { CategoryLobby } from '@/features/games/category-lobby';
import type { TemplateDescriptor } from '@/templates';
import { boardView } from './board-view';
import type { Board } from './load-board.server';
import { OddsBoard } from './odds-board';
import { PageSlip } from './page-slip';
import './sportsbook.css';

type Props = { board: Board; locale: LocalePrefix; descriptor: TemplateDescriptor };

/**
 * /sports: the odds board with the bet slip beside it, then the sportsbook providers' lobby, where betting
 * itself happens. The sportsbook shell has a bet slip column already; other shells get one in the page.
 */
export async function SportsView({ board, locale, descriptor }: Props) {
  const t = await getTranslations('ui.sportsbook');
  const leagues = boardView(board.matches, board.odds, locale);
  const ownSlip = descriptor.shell !== 'sportsbook';
  return (
    <div data-slot="sports" data-own-slip={ownSlip || undefined}>
      <header data-slot="sports-head">
        <h1 data-slot="sports-title" data-face="display">
          {t('title')}
        </h1>
        <p data-slot="sports-intro">{t('intro')}</p>
      </header>
      <div data-slot="sports-body">
        <OddsBoard leagues={leagues} bcp47={localeByPrefix(locale)!.bcp47} />
        {ownSlip && <PageSlip />}
      </div>
      <CategoryLobby category="sportsbook" card={descriptor.card} />
    </div>
  );
}
