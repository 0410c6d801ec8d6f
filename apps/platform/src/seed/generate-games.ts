import { type GameFlag, PRODUCT_CATEGORY_KEYS } from '@felt/contract';
import { gameCode } from './game-code';
import { NAME_PARTS } from './game-words';
import type { GameEntry } from './hand-games';
import { type GameType, LEAD_PROVIDERS, PROVIDER_SEEDS } from './providers';

// The generated part of the catalogue. Pure and deterministic: the same lists give the same games, codes and
// flags on every run and every machine, so an upgraded database gains exactly the games a fresh one has.

/** FNV-1a: a stable number from a text, to pick flags without randomness. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Two parts that repeat a word ("Treasure Treasures", "Lucky Lucky Number") make a poor name. */
function repeats(first: string, second: string): boolean {
  const a = first.toLowerCase().split(/[\s-]+/);
  return second
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => a.some((v) => w.startsWith(v) || v.startsWith(w)));
}

/** Every first × second pair once, in an order that spreads both lists (a step coprime with their product). */
function* pairs(type: GameType): Generator<string> {
  const [first, second] = NAME_PARTS[type];
  const total = first.length * second.length;
  let step = 37;
  while (gcd(step, total) !== 1) step++;
  for (let k = 0; k < total; k++) {
    const at = (k * step) % total;
    const a = first[at % first.length]!;
    const b = second[Math.floor(at / first.length)]!;
    if (!repeats(a, b)) yield `${a} ${b}`;
  }
}

/**
 * Lists flags a game carries. Slots of the lead providers get most of them (SPEC 3: the default lists are
 * mostly their slots); everything else gets a few, so each category still has something hot and new.
 */
function flagsOf(provider: string, type: GameType, name: string): GameFlag[] {
  const h = hashOf(`${provider}:${name}`);
  const lead = LEAD_PROVIDERS.has(provider) && type === 'slot_game';
  const slice = (n: number) => Math.floor(h / 100 ** n) % 100;
  const rates = lead ? { hot: 15, new: 24, featured: 12, popular: 16 } : { hot: 2, new: 2, featured: 2, popular: 3 };
  const flags: GameFlag[] = [];
  if (slice(0) < rates.hot) flags.push('hot');
  if (slice(1) < rates.new) flags.push('new');
  if (slice(2) < rates.featured) flags.push('featured');
  if (slice(3) < rates.popular) flags.push('popular');
  return flags;
}

/**
 * Generated games of every category, providers taking turns so a lobby's first page mixes them. Names whose
 * code is taken (the hand-written games) are skipped, so every name and code is unique across the catalogue.
 */
export function generateGames(taken: readonly string[]): GameEntry[] {
  const used = new Set(taken.map(gameCode));
  const games: GameEntry[] = [];
  for (const type of PRODUCT_CATEGORY_KEYS as GameType[]) {
    const offering = PROVIDER_SEEDS.filter(([, , counts]) => (counts[type] ?? 0) > 0);
    const rounds = Math.max(0, ...offering.map(([, , counts]) => counts[type] ?? 0));
    const names = pairs(type);
    for (let round = 0; round < rounds; round++) {
      for (const [code, , counts] of offering) {
        if (round >= (counts[type] ?? 0)) continue;
        let name = names.next().value;
        while (name !== undefined && used.has(gameCode(name))) name = names.next().value;
        if (name === undefined) throw new Error(`Not enough ${type} names: add words to seed/game-words.ts`);
        used.add(gameCode(name));
        games.push([code, name, type, flagsOf(code, type, name)]);
      }
    }
  }
  return games;
}
