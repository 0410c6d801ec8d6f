// The demo matches as the platform the run started serves them, so expectations follow its data.
import { PLATFORM_PORT } from './sites.ts';

export type UpcomingMatch = {
  match_id: number;
  league: string;
  home_team_name: string;
  away_team_name: string;
  [name: `${'home' | 'away'}_name_${string}`]: string | undefined;
};

/** GET /api/home/match_list from the platform, soonest first. */
export async function upcomingMatches(): Promise<UpcomingMatch[]> {
  const res = await fetch(`http://127.0.0.1:${PLATFORM_PORT}/api/home/match_list`);
  const answer = (await res.json()) as { statusCode: number; value: UpcomingMatch[] };
  if (answer.statusCode !== 1 || answer.value.length === 0) throw new Error('the platform lists no matches');
  return answer.value;
}

/** A match's teams in a language (URL prefix), as the board names them. */
export const teamsIn = (match: UpcomingMatch, prefix: string) => ({
  home: match[`home_name_${prefix}`] || match.home_team_name,
  away: match[`away_name_${prefix}`] || match.away_team_name,
});
