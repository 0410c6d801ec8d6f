import { getTranslations } from 'next-intl/server';
import type { LeagueView } from './board-view';
import { MatchRow } from './match-row';
import { loadPickTexts } from './pick-texts.server';
import './sportsbook.css';

/** The odds board: a section per league, its matches with all three markets. */
export async function OddsBoard({ leagues, bcp47 }: { leagues: LeagueView[]; bcp47: string }) {
  const t = await getTranslations('ui.sportsbook');
  if (leagues.length === 0) return <p data-slot="board-empty">{t('empty')}</p>;
  const texts = await loadPickTexts(bcp47);
  return (
    <div data-slot="odds-board">
      {leagues.map(({ league, matches }, index) => (
        <section key={league} data-slot="league" aria-labelledby={`league-${index}`}>
          <h2 id={`league-${index}`} data-slot="league-name">
            {league}
          </h2>
          <ul data-slot="match-list">
            {matches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} texts={texts} bcp47={bcp47} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
