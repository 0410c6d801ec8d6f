import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { matchViews } from './board-view';
import { loadBoard } from './load-board.server';
import { MatchRow } from './match-row';
import { loadPickTexts } from './pick-texts.server';
import './sportsbook.css';

/** How many matches the home widget lists; the rest are one link away on /sports. */
const WIDGET_MATCHES = 5;

/**
 * The sportsbook templates' home section: the next few matches with their 1x2 odds, which go into the shell's
 * bet slip like the board's. Loads the shared board itself, so the home page's own loader stays as it is.
 * Nothing is shown when there are no matches.
 */
export async function UpcomingMatches({ locale }: { locale: LocalePrefix }) {
  const board = await loadBoard();
  const matches = matchViews(board.matches, board.odds, locale).slice(0, WIDGET_MATCHES);
  if (matches.length === 0) return null;
  const t = await getTranslations('ui.sportsbook.widget');
  const bcp47 = localeByPrefix(locale)!.bcp47;
  const texts = await loadPickTexts(bcp47);
  return (
    <section data-slot="upcoming-matches" aria-labelledby="upcoming-matches-title">
      <div data-slot="upcoming-head">
        <h2 id="upcoming-matches-title" data-slot="section-title">
          {t('title')}
        </h2>
        <Link href="/sports" data-slot="upcoming-all">
          {t('all')}
        </Link>
      </div>
      <ul data-slot="match-list" data-compact="">
        {matches.map((match) => (
          <li key={match.id}>
            <MatchRow match={match} texts={texts} bcp47={bcp47} betTypes={['1x2']} />
          </li>
        ))}
      </ul>
    </section>
  );
}
