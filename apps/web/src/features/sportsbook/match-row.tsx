import { type BetType, type MatchView, marketLabel } from './board-view';
import { KickOff } from './kick-off';
import { OddsButton } from './odds-button';
import { type PickTexts, pickOf } from './picks';
import './sportsbook.css';

type Props = {
  match: MatchView;
  texts: PickTexts;
  bcp47: string;
  /** The markets to show; the home widget shows only 1x2. */
  betTypes?: readonly BetType[];
  /** Heading level of the match name under its section. */
  level?: 'h3' | 'h4';
};

/** One match: kick-off and teams, then a group of odds buttons per market, named by its legend. */
export function MatchRow({ match, texts, bcp47, betTypes, level: Heading = 'h3' }: Props) {
  const markets = match.markets.filter((m) => !betTypes || betTypes.includes(m.betType));
  return (
    <article data-slot="match" aria-labelledby={`match-${match.id}`}>
      <div data-slot="match-head">
        <KickOff iso={match.start} bcp47={bcp47} />
        <Heading id={`match-${match.id}`} data-slot="match-teams">
          {texts.versus(match.home, match.away)}
        </Heading>
      </div>
      <div data-slot="markets">
        {markets.map((market) => (
          <fieldset key={market.betType} data-slot="market" data-bet={market.betType}>
            <legend data-slot="market-name">{texts.market(marketLabel(market))}</legend>
            <div data-slot="market-odds">
              {market.selections.map((selection) => {
                const { pick, short } = pickOf(match, market, selection, texts);
                return <OddsButton key={pick.key} pick={pick} short={short} side={selection.side} />;
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </article>
  );
}
