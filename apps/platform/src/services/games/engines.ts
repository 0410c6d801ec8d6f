import { DEMO_PROVIDER } from '@felt/contract';

// Which DEMO engine plays a game. The DEMO provider's own games each have theirs; in demo mode every other
// catalogue game (whose real provider is not connected) is played by the engine of its category, so the
// whole lobby can be tried. Outside demo mode only connected providers launch.

export const DEMO_ENGINES = ['slot', 'crash', 'dice'] as const;
export type DemoEngine = (typeof DEMO_ENGINES)[number];

const OWN_GAMES: Record<string, DemoEngine> = { 'lucky-sevens': 'slot', rocket: 'crash', 'dice-duel': 'dice' };
const BY_CATEGORY: Record<string, DemoEngine> = { slot_game: 'slot', fishing: 'slot', crash: 'crash' };

export function demoEngineOf(
  game: { provider_code: string; game_code: string; game_type: string },
  demo: boolean,
): DemoEngine | null {
  if (game.provider_code === DEMO_PROVIDER) return OWN_GAMES[game.game_code] ?? null;
  return demo ? (BY_CATEGORY[game.game_type] ?? 'dice') : null;
}
