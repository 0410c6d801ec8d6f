// The demo sportsbook's matches. `hours` is the kick-off after the seed time; `edge` how much stronger the home
// side is (-1 to 1, 0 an even match), from which the odds are priced; `total` the over/under line.

export type Sport = 'football' | 'basketball' | 'tennis' | 'esports';
export type Fixture = {
  sport: Sport;
  league: string;
  hours: number;
  home: string;
  away: string;
  edge: number;
  total: number;
};

const EPL = 'English Premier League';
const FRIENDLY = 'International Friendlies';
const AFC = 'AFC Asian Qualifiers';
const ATP = 'ATP Masters 1000';
const WTA = 'WTA 1000';
const LOL = 'League of Legends World Championship';
const CS = 'Counter-Strike Major';

const fixture = (
  sport: Sport,
  league: string,
  hours: number,
  home: string,
  away: string,
  edge: number,
  total: number,
) => ({ sport, league, hours, home, away, edge, total }) satisfies Fixture;

export const FIXTURES: readonly Fixture[] = [
  fixture('football', EPL, 6, 'Arsenal', 'Chelsea', 0.25, 2.5),
  fixture('football', EPL, 26, 'Liverpool', 'Manchester United', 0.35, 3.5),
  fixture('football', EPL, 50, 'Manchester City', 'Tottenham Hotspur', 0.45, 3.5),
  fixture('football', EPL, 75, 'Newcastle United', 'Aston Villa', 0.1, 2.5),
  fixture('football', 'LaLiga', 30, 'Real Madrid', 'Barcelona', 0.05, 3.5),
  fixture('football', 'LaLiga', 98, 'Atlético Madrid', 'Sevilla', 0.35, 2.5),
  fixture('football', 'Bundesliga', 54, 'Bayern Munich', 'Borussia Dortmund', 0.5, 3.5),
  fixture('football', 'Bundesliga', 122, 'Bayer Leverkusen', 'RB Leipzig', 0.2, 3.5),
  fixture('football', 'Serie A', 9, 'Inter Milan', 'AC Milan', 0.2, 2.5),
  fixture('football', 'Serie A', 80, 'Juventus', 'Napoli', 0, 2.5),
  fixture('football', FRIENDLY, 3, 'England', 'Italy', 0.15, 2.5),
  fixture('football', FRIENDLY, 104, 'France', 'Brazil', 0.05, 2.5),
  fixture('football', FRIENDLY, 140, 'Spain', 'Germany', 0.1, 2.5),
  fixture('football', FRIENDLY, 150, 'Argentina', 'Portugal', 0.1, 2.5),
  fixture('football', FRIENDLY, 160, 'Netherlands', 'Japan', 0.3, 2.5),
  fixture('football', AFC, 20, 'Vietnam', 'Thailand', 0.05, 2.5),
  fixture('football', AFC, 44, 'Japan', 'South Korea', 0.15, 2.5),
  fixture('football', AFC, 68, 'Philippines', 'Indonesia', -0.2, 2.5),
  fixture('football', AFC, 92, 'Malaysia', 'Myanmar', 0.3, 2.5),
  fixture('football', AFC, 116, 'Nepal', 'Mongolia', 0.1, 2.5),
  fixture('basketball', 'NBA', 12, 'Los Angeles Lakers', 'Boston Celtics', -0.1, 226.5),
  fixture('basketball', 'NBA', 36, 'Golden State Warriors', 'Denver Nuggets', 0.05, 231.5),
  fixture('basketball', 'NBA', 60, 'Miami Heat', 'Milwaukee Bucks', -0.15, 218.5),
  fixture('basketball', 'NBA', 84, 'New York Knicks', 'Oklahoma City Thunder', -0.2, 224.5),
  fixture('basketball', 'FIBA Asia Cup', 108, 'Philippines', 'Japan', 0.05, 158.5),
  fixture('tennis', ATP, 16, 'Carlos Alcaraz', 'Jannik Sinner', 0, 23.5),
  fixture('tennis', ATP, 40, 'Novak Djokovic', 'Daniil Medvedev', 0.25, 22.5),
  fixture('tennis', WTA, 64, 'Aryna Sabalenka', 'Iga Świątek', 0.05, 21.5),
  fixture('tennis', WTA, 88, 'Coco Gauff', 'Zheng Qinwen', 0.1, 21.5),
  fixture('esports', LOL, 5, 'T1', 'Gen.G', 0.05, 2.5),
  fixture('esports', LOL, 29, 'Bilibili Gaming', 'JD Gaming', 0.1, 2.5),
  fixture('esports', CS, 53, 'Natus Vincere', 'Team Spirit', -0.05, 2.5),
  fixture('esports', CS, 77, 'Team Liquid', 'Team Falcons', -0.1, 2.5),
];
