import { type BonusRules, DEFAULT_ENGAGEMENT } from '@felt/contract/operator';
import { crashPointOf } from '../demo-provider/crash-math';
import { chanceBp, type Direction, payoutOf } from '../demo-provider/dice-math';
import { LINES, lineWins, windowAt } from '../demo-provider/slot-math';
import { stakeLadder } from '../demo-provider/stakes';
import { seededRandom } from '../seeded-random';
import { type DemoEngine, demoEngineOf } from '../services/games/engines';

// The games a bonus farmer can play, with the demo engines' exact maths and a seeded random source, for the
// bonus-farming Monte-Carlo: every weight the tenant's bonus rules give, on the engine that plays it.

/** A seeded source of uniform numbers in [0, 1): the same figures on every run. */
export const seeded = seededRandom;

/** Each of the slot's 20³ stop combinations' line pays, so a spin is one uniform draw. */
const SLOT_PAYS: number[] = (() => {
  const pays: number[] = [];
  for (let a = 0; a < 20; a++)
    for (let b = 0; b < 20; b++)
      for (let c = 0; c < 20; c++) pays.push(lineWins(windowAt([a, b, c])).reduce((sum, w) => sum + w.pays, 0));
  return pays;
})();

/** What the slot pays back per unit staked, exactly (96.1875 %). */
export const SLOT_RETURN = SLOT_PAYS.reduce((sum, pays) => sum + pays, 0) / SLOT_PAYS.length / LINES.length;

/** How a game is played: what a stake wins, given a random source. */
export type Play = { label: string; engine: DemoEngine; win: (stake: number, random: () => number) => number };

const slot: Play = {
  label: 'slot',
  engine: 'slot',
  // winOf's sum of line pays over the five lines, without building the line wins each spin.
  win: (stake, random) =>
    Math.floor((stake * (SLOT_PAYS[Math.floor(random() * SLOT_PAYS.length)] ?? 0)) / LINES.length),
};

const dice = (direction: Direction, target: number): Play => ({
  label: `dice ${direction} ${target}`,
  engine: 'dice',
  win: (stake, random) =>
    Math.floor(random() * 10_000) < chanceBp(direction, target) ? payoutOf(stake, direction, target) : 0,
});

/** Rocket, cashing out at `target`× (the multiplier shown is floored to hundredths, so it is reached exactly). */
const crash = (target: number): Play => ({
  label: `rocket at ${target}×`,
  engine: 'crash',
  win: (stake, random) =>
    crashPointOf(Math.floor(random() * 2 ** 32)) > target ? Math.floor((stake * Math.round(target * 100)) / 100) : 0,
});

/** Per engine: the safest way to play it (the highest win chance) and the wildest. */
export const PLAYS: Record<DemoEngine, { safest: Play; wildest: Play }> = {
  slot: { safest: slot, wildest: slot },
  dice: { safest: dice('under', 98), wildest: dice('over', 98) },
  crash: { safest: crash(1.01), wildest: crash(50) },
};

export type Option = { engine: DemoEngine; weightBp: number; where: string };

/**
 * Every (engine, weight) a player can bet on while a bonus is active, as the tenant's rules weigh the catalogue in
 * demo mode: each category on the engine that plays it, and the DEMO provider's own games by their own weight.
 */
export function bonusOptions(rules: BonusRules = DEFAULT_ENGAGEMENT.bonus as BonusRules): Option[] {
  const options = new Map<string, Option>();
  const add = (engine: DemoEngine | null, percent: number, where: string) => {
    if (!engine || percent <= 0) return;
    const key = `${engine}:${percent}`;
    if (!options.has(key)) options.set(key, { engine, weightBp: Math.round(percent * 100), where });
  };
  for (const [category, percent] of Object.entries(rules.category_weights)) {
    add(demoEngineOf({ provider_code: 'ANY', game_code: 'any', game_type: category }, true), percent ?? 0, category);
  }
  for (const [code, engine] of [
    ['lucky-sevens', 'slot_game'],
    ['rocket', 'crash'],
    ['dice-duel', 'arcade'],
  ] as const) {
    const own = rules.game_weights[`DEMO:${code}`] ?? rules.category_weights[engine] ?? 100;
    add(demoEngineOf({ provider_code: 'DEMO', game_code: code, game_type: engine }, true), own, `DEMO ${code}`);
  }
  return [...options.values()];
}

/** The stakes a player can choose under a maximum: the smallest and the largest of the ladder. */
export function stakesUnder(maxMinor: number): { min: number; max: number } {
  const allowed = stakeLadder().filter((stake) => stake <= maxMinor);
  return { min: allowed[0] ?? 0, max: allowed.at(-1) ?? 0 };
}
