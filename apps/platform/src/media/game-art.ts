import { placeEmoji } from './emoji';
import { type Face, faceOf, hashOf, setText, widthOf } from './lettering';
import { rasterPicture } from './raster';
import { displayTitle, randomOf, rays, scatter, sparkle, type TitleStyle } from './scene';
import { type MediaFile, svgDoc } from './svg';

// Game thumbnails: a themed backdrop, a large motif chosen from the game's name (or its category), a few smaller
// ones for depth, and the title set once in a display face. Nothing else is written in the picture: the lobby
// names the game and its provider beside it.

/**
 * The art's version, written into each thumbnail's media key: a database seeded with an earlier drawing finds its
 * thumbnails lack this mark and draws them again once (seed/seed-catalogue.ts). Raise it when the drawing changes.
 */
export const GAME_ART_VERSION = 2;

/** The media key segment that marks a thumbnail of this version: `games/jili/golden-temple-riches.a2.<hash>.webp`. */
export const GAME_ART_MARK = `a${GAME_ART_VERSION}`;

type Theme = {
  hue: number;
  sat: number;
  /** Light backdrops (sky, ice) keep more of their colour at the edges. */
  light?: number;
  title: TitleStyle['fill'];
  extra?: 'bubbles' | 'stars' | 'confetti' | 'embers' | 'snow';
};

const GOLD: TitleStyle['fill'] = ['#fffbe8', '#ffd84a', '#ff9a00'];
const WHITE_GOLD: TitleStyle['fill'] = ['#ffffff', '#fff1c2', '#ffc44d'];
const AQUA: TitleStyle['fill'] = ['#ffffff', '#c4f4ff', '#3cc8ff'];
const PINK: TitleStyle['fill'] = ['#ffffff', '#ffd6f0', '#ff6cc4'];
const LIME: TitleStyle['fill'] = ['#ffffff', '#eaffb0', '#8be02e'];

const THEMES = {
  gold: { hue: 32, sat: 88, title: GOLD, extra: 'embers' },
  red: { hue: 352, sat: 80, title: GOLD, extra: 'embers' },
  fire: { hue: 14, sat: 92, title: GOLD, extra: 'embers' },
  sunset: { hue: 22, sat: 85, title: WHITE_GOLD },
  ocean: { hue: 202, sat: 85, title: AQUA, extra: 'bubbles' },
  sky: { hue: 210, sat: 80, light: 6, title: WHITE_GOLD, extra: 'stars' },
  ice: { hue: 192, sat: 75, light: 8, title: AQUA, extra: 'snow' },
  jade: { hue: 158, sat: 75, title: GOLD },
  jungle: { hue: 115, sat: 65, title: LIME },
  pitch: { hue: 135, sat: 70, title: WHITE_GOLD },
  felt: { hue: 150, sat: 70, title: GOLD },
  royal: { hue: 268, sat: 70, title: GOLD, extra: 'stars' },
  night: { hue: 238, sat: 65, title: WHITE_GOLD, extra: 'stars' },
  neon: { hue: 292, sat: 85, title: PINK, extra: 'stars' },
  candy: { hue: 325, sat: 82, title: PINK, extra: 'confetti' },
} satisfies Record<string, Theme>;
type ThemeName = keyof typeof THEMES;

/** Motifs drawn here rather than taken from the emoji set. */
export type Drawn = 'roulette' | 'cards' | 'balls' | 'dice' | 'seven' | 'plinko';
type Motif = { emoji: string; hue?: number } | { draw: Drawn };
const e = (emoji: string, hue?: number): Motif => (hue === undefined ? { emoji } : { emoji, hue });
const d = (draw: Drawn): Motif => ({ draw });

/**
 * 1: a subject strong enough to lead any game's picture; 2: leads a slot's picture, else stands beside the
 * category's own motif; 3: a modifier (Golden, Lucky) that only adds a small motif, or leads a slot with nothing
 * better in its name.
 */
type Strength = 1 | 2 | 3;
type Keyword = {
  words: RegExp;
  motif: Motif;
  theme: ThemeName;
  strength: Strength;
  also?: string[];
  /** Categories the word means this in (Derby is a horse race, but a cockfight in sabong). */
  not?: string[];
};

const kw = (
  words: string,
  motif: Motif,
  theme: ThemeName,
  strength: Strength,
  also: string[] = [],
  not: string[] = [],
): Keyword => ({ words: new RegExp(`(^|[^a-z])(${words})`, 'i'), motif, theme, strength, also, not });

/**
 * Words of game names and what they draw, the strongest match leading: creatures and games before modifiers. A
 * motif may list alternatives separated by `|`.
 */
export const KEYWORDS: readonly Keyword[] = [
  kw('dragon', e('dragon'), 'red', 1, ['fire', 'coin', 'red-envelope']),
  kw('phoenix', e('phoenix-bird'), 'fire', 1, ['fire', 'sparkles']),
  kw('tiger', e('tiger-face'), 'jade', 1, ['coin', 'four-leaf-clover']),
  kw('panda', e('panda'), 'jade', 1, ['four-leaf-clover', 'red-envelope']),
  kw('panther|leopard|jaguar', e('leopard'), 'night', 1, ['gem-stone', 'crescent-moon']),
  kw('lion|safari', e('lion'), 'sunset', 1, ['sun', 'palm-tree']),
  kw('wolf', e('wolf'), 'night', 1, ['crescent-moon', 'glowing-star']),
  kw('buffalo|bison', e('bison'), 'sunset', 1, ['cactus', 'coin']),
  kw('monkey', e('monkey-face'), 'jungle', 1, ['banana', 'palm-tree']),
  kw('cockfight|sabong|rooster|pit fight', e('rooster'), 'red', 1, ['trophy', 'fire']),
  kw('greyhound', e('dog'), 'pitch', 1, ['trophy', 'chequered-flag']),
  kw('derby|stakes|gallop|harness|horse|turf', e('horse-racing'), 'pitch', 1, ['trophy', 'chequered-flag'], ['sabong']),
  kw('cat|neko', e('cat-face'), 'gold', 1, ['coin', 'four-leaf-clover', 'red-envelope']),
  kw('fairy|sprite', e('woman-fairy'), 'candy', 1, ['sparkles', 'cherry-blossom', 'mushroom']),
  kw('unicorn', e('unicorn'), 'candy', 1, ['rainbow', 'sparkles']),
  kw('kraken|octopus', e('octopus'), 'ocean', 1, ['tropical-fish', 'bubbles']),
  kw('shark', e('shark'), 'ocean', 1, ['tropical-fish', 'bubbles']),
  kw('whale', e('spouting-whale'), 'ocean', 1, ['tropical-fish', 'bubbles']),
  kw('crab', e('crab'), 'ocean', 1, ['shrimp', 'tropical-fish']),
  kw('prawn|shrimp|lobster', e('lobster'), 'ocean', 1, ['crab', 'bubbles']),
  kw('koi|carp', e('carp-streamer'), 'red', 1, ['lotus', 'coin']),
  kw('fish|reef|ocean|deep sea|sea|catch|bounty', e('tropical-fish'), 'ocean', 1, ['fish', 'blowfish', 'bubbles']),
  kw('rocket|lift-off|launch', e('rocket'), 'night', 1, ['glowing-star', 'comet', 'coin']),
  kw('pilot|plane|jet|sky', e('airplane'), 'sunset', 1, ['cloud', 'coin', 'glowing-star']),
  kw('balloon', e('balloon'), 'sky', 1, ['cloud', 'coin']),
  kw('racer', e('racing-car'), 'neon', 1, ['chequered-flag', 'high-voltage']),
  kw('football|soccer|goal|penalty|shoot', e('soccer-ball'), 'pitch', 1, ['goal-net', 'trophy']),
  kw('basketball', e('basketball'), 'sunset', 1, ['trophy', 'sports-medal']),
  kw('tennis', e('tennis'), 'pitch', 1, ['trophy', 'sports-medal']),
  kw('cricket', e('cricket-game'), 'pitch', 1, ['trophy', 'sports-medal']),
  kw('e-sports|esports|arena', e('video-game'), 'neon', 1, ['trophy', 'joystick']),
  kw('sportsbook|handicap|parlay', e('soccer-ball'), 'pitch', 1, ['trophy', 'basketball', 'tennis']),
  kw('mahjong', e('mahjong-red-dragon'), 'jade', 1, ['red-envelope', 'coin']),
  kw('roulette|wheel', d('roulette'), 'felt', 1, ['coin', 'sparkles']),
  kw('sic bo|dice|odd or even|big small|fast 3', d('dice'), 'red', 1, ['coin', 'sparkles']),
  kw('niu niu|bull', e('ox'), 'red', 1, ['coin', 'red-envelope']),
  kw(
    "baccarat|blackjack|poker|hold'em|teen patti|pok deng|rummy|card|ace\\b|andar bahar|pairs|hi-lo|pai gow|banker",
    d('cards'),
    'felt',
    1,
    ['coin', 'gem-stone'],
  ),
  kw('mines|bomb', e('bomb'), 'night', 1, ['gem-stone', 'collision']),
  kw('plinko', d('plinko'), 'neon', 1, ['coin', 'sparkles']),
  kw('keno|lotto|lottery|pick \\d|\\dd\\b|pk10|11x5|draw|bingo', d('balls'), 'sky', 1, ['admission-tickets', 'coin']),
  kw('scratch|ticket', e('admission-tickets'), 'candy', 1, ['coin', 'sparkles']),
  kw('coin flip', e('coin'), 'gold', 1, ['coin', 'sparkles']),
  kw('tower', e('castle'), 'sky', 1, ['gem-stone', 'coin']),
  kw('limbo|crash|multiplier', e('chart-increasing'), 'night', 1, ['rocket', 'coin']),
  kw('fan tan', e('coin'), 'red', 1, ['red-envelope', 'coin']),
  kw('volcano', e('volcano'), 'fire', 2, ['fire', 'gem-stone']),
  kw('thunder|lightning|storm|olymp|zeus', e('high-voltage|cloud-with-lightning'), 'royal', 2, [
    'cloud-with-lightning',
    'crown',
  ]),
  kw('pirate', e('pirate-flag'), 'night', 2, ['skull-and-crossbones', 'money-bag', 'crossed-swords']),
  kw('viking', e('axe|shield'), 'ice', 2, ['shield', 'crossed-swords']),
  kw('samurai|ninja|warrior|duel', e('crossed-swords|japanese-castle'), 'red', 2, ['japanese-castle', 'shield']),
  kw('cowboy|wild west|outlaw', e('cowboy-hat-face'), 'sunset', 2, ['cactus', 'money-bag']),
  kw('pharaoh|egypt|scarab', e('beetle'), 'gold', 2, ['amphora', 'gem-stone']),
  kw('aztec|aztlan|inca|maya', e('sun'), 'jungle', 2, ['gem-stone', 'amphora']),
  kw('atlantis|trident', e('trident-emblem'), 'ocean', 2, ['spiral-shell', 'gem-stone']),
  kw('temple|pagoda|shrine', e('hindu-temple'), 'gold', 2, ['coin', 'lotus']),
  kw('mystic|magic|spell|wizard|sorcer', e('crystal-ball'), 'royal', 2, ['magic-wand', 'sparkles']),
  kw('ruby', e('gem-stone', 140), 'red', 2, ['gem-stone', 'sparkles']),
  kw('emerald|jade', e('gem-stone', -80), 'jade', 2, ['gem-stone', 'sparkles']),
  kw('gem|diamond|jewel|crystal|sapphire|opal', e('gem-stone'), 'royal', 2, ['gem-stone', 'sparkles']),
  kw('cherry|cherries|fruit', e('cherries|watermelon|strawberry'), 'candy', 2, ['watermelon', 'grapes', 'lemon']),
  kw('candy|sweet|sugar|pop pop', e('lollipop|candy|doughnut|cupcake'), 'candy', 2, ['candy', 'doughnut']),
  kw('sakura|blossom', e('cherry-blossom'), 'candy', 2, ['cherry-blossom', 'sparkles']),
  kw('lotus', e('lotus'), 'candy', 2, ['lotus', 'sparkles']),
  kw('frozen|ice|snow|winter', e('snowflake'), 'ice', 2, ['ice', 'snowflake']),
  kw('jungle|forest', e('palm-tree'), 'jungle', 2, ['parrot', 'banana']),
  kw('disco', e('mirror-ball'), 'neon', 2, ['musical-notes', 'sparkles']),
  kw('samba|carnival|fiesta', e('performing-arts|maracas|confetti-ball'), 'candy', 2, ['maracas', 'confetti-ball']),
  kw('party|festival|celebrat', e('party-popper'), 'candy', 2, ['confetti-ball', 'balloon']),
  kw('cosmic|galaxy|space|planet|star(?!lit|light)', e('ringed-planet|comet|flying-saucer'), 'night', 2, [
    'comet',
    'glowing-star',
  ]),
  kw('moon|midnight|night(?! market)', e('crescent-moon'), 'night', 2, ['glowing-star', 'sparkles']),
  kw('starlit|starlight', e('glowing-star'), 'night', 2, ['shooting-star', 'sparkles']),
  kw('sunset|sunrise|sun\\b', e('sun'), 'sunset', 2, ['sparkles', 'palm-tree']),
  kw('lantern|night market', e('red-paper-lantern'), 'red', 2, ['red-paper-lantern', 'coin']),
  kw('seven|sevens|7s|\\b7\\b|triple', d('seven'), 'red', 2, ['cherries', 'coin']),
  kw('crown|king|queen|royal|empire|kingdom|palace|dynasty', e('crown'), 'royal', 2, ['gem-stone', 'coin']),
  kw('caishen|prosperity|blessing|god of', e('red-envelope'), 'red', 2, ['coin', 'money-bag']),
  kw(
    'fortune|riches|rich|money|bonanza|heist|vault|treasure|cash|jackpot',
    e('money-bag|money-with-wings'),
    'gold',
    2,
    ['coin', 'dollar-banknote', 'gem-stone'],
  ),
  kw('spin|reel|slot', e('slot-machine'), 'royal', 2, ['cherries', 'coin']),
  kw('trophy|cup|champion|legend', e('trophy'), 'gold', 3, ['sports-medal', 'sparkles']),
  kw('quest|journey|explore', e('compass'), 'jungle', 3, ['scroll', 'gem-stone']),
  kw('secret|key', e('old-key'), 'royal', 3, ['locked', 'gem-stone']),
  kw('hunter|hunt', e('bow-and-arrow'), 'jungle', 3, ['bullseye', 'coin']),
  kw('gold|golden', e('coin'), 'gold', 3, ['coin', 'money-bag']),
  kw('lucky|luck|charm|clover', e('four-leaf-clover'), 'jade', 3, ['coin', 'sparkles']),
  kw('fire|blaze|hot|fever|flame|burn', e('fire'), 'fire', 3, ['fire', 'collision']),
  kw('rush|express|turbo|speed|fast|blitz|blast', e('high-voltage'), 'neon', 3, ['collision', 'sparkles']),
  kw('gift|bonus', e('wrapped-gift'), 'candy', 3, ['coin', 'sparkles']),
  kw('coin|chain|link|hash|block', e('link'), 'sky', 3, ['coin', 'input-numbers']),
];

type Category = { motif: Motif; themes: ThemeName[]; also: string[] };

/** What a game gets when nothing in its name draws: by its game_type, themes taken in turn by hash. */
export const CATEGORIES: Record<string, Category> = {
  slot_game: {
    motif: e('slot-machine'),
    themes: ['royal', 'gold', 'red', 'candy'],
    also: ['cherries', 'coin', 'gem-stone'],
  },
  casino: { motif: d('cards'), themes: ['felt', 'red'], also: ['coin', 'gem-stone'] },
  fishing: { motif: e('tropical-fish'), themes: ['ocean'], also: ['fish', 'blowfish', 'bubbles', 'octopus'] },
  sportsbook: { motif: e('soccer-ball'), themes: ['pitch'], also: ['trophy', 'sports-medal', 'basketball'] },
  crash: { motif: e('rocket'), themes: ['night', 'neon'], also: ['chart-increasing', 'glowing-star', 'coin'] },
  poker: { motif: d('cards'), themes: ['felt', 'royal', 'red'], also: ['coin', 'gem-stone'] },
  lottery: { motif: d('balls'), themes: ['sky', 'royal'], also: ['admission-tickets', 'coin', 'sparkles'] },
  bingo: { motif: d('balls'), themes: ['candy', 'sky'], also: ['party-popper', 'admission-tickets', 'sparkles'] },
  arcade: { motif: e('joystick'), themes: ['neon', 'night'], also: ['coin', 'gem-stone', 'high-voltage'] },
  hash_game: { motif: e('link'), themes: ['sky', 'neon'], also: ['coin', 'input-numbers', 'gem-stone'] },
  horse_racing: { motif: e('horse-racing'), themes: ['pitch'], also: ['trophy', 'chequered-flag'] },
  sabong: { motif: e('rooster'), themes: ['red'], also: ['trophy', 'fire'] },
};

export type GameArt = { provider_code: string; game_code: string; game_name: string; game_type: string };

export type Design = {
  motif: Motif;
  also: string[];
  theme: ThemeName;
  face: Face;
  seed: number;
};

/** What a game's picture shows: its motif, the smaller ones, its theme and its title's face. Pure. */
export function designOf(game: GameArt): Design {
  const seed = hashOf(`${game.provider_code}:${game.game_code}`);
  const category = CATEGORIES[game.game_type] ?? CATEGORIES.slot_game!;
  // Strongest first; among equals, the word said first ("Ruby Storm" is a ruby before it is a storm).
  const matches = KEYWORDS.flatMap((k) => {
    const at = k.not?.includes(game.game_type) ? -1 : game.game_name.search(k.words);
    return at < 0 ? [] : [{ k, at }];
  })
    .sort((a, b) => a.k.strength - b.k.strength || a.at - b.at)
    .map(({ k }) => k);
  const slot = game.game_type === 'slot_game';
  const lead = matches[0]?.strength === 1 || slot ? matches[0] : undefined;
  // A motif may name alternatives ("lollipop|candy"): the game's hash picks one, so sweet slots differ.
  const chosen = lead?.motif ?? category.motif;
  const options = 'emoji' in chosen ? chosen.emoji.split('|') : [];
  const motif: Motif = options.length > 1 ? { ...chosen, emoji: options[(seed >>> 11) % options.length]! } : chosen;
  const mainEmoji = 'emoji' in motif ? motif.emoji : '';
  const also: string[] = [];
  const add = (name: string) => {
    if (name !== mainEmoji && !also.includes(name)) also.push(name);
  };
  for (const k of matches) if (k !== lead && 'emoji' in k.motif) add(k.motif.emoji.split('|')[0]!);
  for (const name of lead?.also ?? []) add(name);
  for (const name of category.also) add(name);
  const theme = lead?.theme ?? category.themes[seed % category.themes.length]!;
  return { motif, also: also.slice(0, 3), theme, face: faceOf(seed >>> 8), seed };
}

const f = (n: number) => Math.round(n * 10) / 10;
const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%${a < 1 ? ` / ${a}` : ''})`;

/** A motif drawn here rather than taken from the emoji set, in a box of `size` centred on (cx, cy). */
export function drawnMotif(kind: Drawn, cx: number, cy: number, size: number, seed: number, face: Face): string {
  const rnd = randomOf(seed ^ 0x5eed);
  switch (kind) {
    case 'roulette':
      return roulette(cx, cy, size * 0.46, rnd() * 30);
    case 'cards':
      return cards(cx, cy - size * 0.06, size, seed);
    case 'balls':
      return balls(cx, cy, size, seed);
    case 'dice':
      return (
        placeEmoji('game-die', { id: 'd1', x: cx - size * 0.24, y: cy + size * 0.1, size: size * 0.62, rotate: -14 }) +
        placeEmoji('game-die', { id: 'd2', x: cx + size * 0.26, y: cy + size * 0.12, size: size * 0.56, rotate: 16 }) +
        placeEmoji('game-die', { id: 'd3', x: cx, y: cy - size * 0.2, size: size * 0.6, rotate: 4 })
      );
    case 'seven':
      return seven(cx, cy, size, face);
    case 'plinko':
      return plinko(cx, cy, size);
  }
}

/** A roulette wheel seen from above: gold rim, 37 pockets, a turret and the ball. */
function roulette(cx: number, cy: number, r: number, turn: number): string {
  const n = 37;
  const inner = r * 0.78;
  const hub = r * 0.46;
  let pockets = '';
  for (let i = 0; i < n; i++) {
    const a0 = ((turn + (i * 360) / n) * Math.PI) / 180;
    const a1 = ((turn + ((i + 1) * 360) / n) * Math.PI) / 180;
    const fill = i === 0 ? '#0a8f3c' : i % 2 ? '#c8102e' : '#141414';
    pockets += `<path d="M${f(cx + Math.cos(a0) * hub)} ${f(cy + Math.sin(a0) * hub)}L${f(cx + Math.cos(a0) * inner)} ${f(cy + Math.sin(a0) * inner)}A${f(inner)} ${f(inner)} 0 0 1 ${f(cx + Math.cos(a1) * inner)} ${f(cy + Math.sin(a1) * inner)}L${f(cx + Math.cos(a1) * hub)} ${f(cy + Math.sin(a1) * hub)}Z" fill="${fill}"/>`;
  }
  const ball = ((turn + 100) * Math.PI) / 180;
  return (
    `<defs><radialGradient id="rw" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fff3b8"/><stop offset=".5" stop-color="#e2a92b"/><stop offset="1" stop-color="#7a4a06"/></radialGradient>` +
    `<radialGradient id="rh" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#a0522d"/><stop offset="1" stop-color="#3b1a08"/></radialGradient></defs>` +
    `<circle cx="${cx}" cy="${cy + r * 0.08}" r="${f(r * 1.02)}" fill="#000" fill-opacity=".35"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r)}" fill="url(#rw)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.86)}" fill="#4a2309"/>` +
    pockets +
    `<circle cx="${cx}" cy="${cy}" r="${f(inner)}" fill="none" stroke="#f3c74f" stroke-width="${f(r * 0.03)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(hub)}" fill="url(#rh)" stroke="#f3c74f" stroke-width="${f(r * 0.04)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(hub * 0.42)}" fill="url(#rw)"/>` +
    `<path d="M${cx} ${f(cy - hub * 0.8)}V${f(cy + hub * 0.8)}M${f(cx - hub * 0.8)} ${cy}H${f(cx + hub * 0.8)}" stroke="#f3c74f" stroke-width="${f(r * 0.06)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(hub * 0.2)}" fill="#fff6d0"/>` +
    `<circle cx="${f(cx + Math.cos(ball) * r * 0.82)}" cy="${f(cy + Math.sin(ball) * r * 0.82)}" r="${f(r * 0.075)}" fill="#fff" stroke="#bbb" stroke-width="1"/>`
  );
}

const SUITS: [string, string][] = [
  ['spade-suit', '#1b1b1f'],
  ['heart-suit', '#d4143a'],
  ['diamond-suit', '#d4143a'],
  ['club-suit', '#1b1b1f'],
];

/** Three playing cards fanned out, each with its rank set in the title's face and its suit. */
function cards(cx: number, cy: number, size: number, seed: number): string {
  const w = size * 0.5;
  const h = size * 0.7;
  const ranks = ['A', 'K', 'Q', 'J', '10'];
  let out =
    '<defs><linearGradient id="cd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e4d8"/></linearGradient></defs>';
  [-20, 0, 20].forEach((angle, i) => {
    const [suit, ink] = SUITS[(seed + i) % SUITS.length]!;
    const rank = ranks[(seed >>> 3) % 2 === 0 ? i : (i + 1) % ranks.length]!;
    const x = cx - w / 2;
    const y = cy - h / 2 + Math.abs(angle) * 0.35;
    const rankSet = setText('bungee', rank, w * 0.3, x + w * 0.1, y + w * 0.36);
    out +=
      `<g transform="rotate(${angle} ${f(cx)} ${f(cy + h * 0.9)})">` +
      `<rect x="${f(x + 2)}" y="${f(y + 4)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.1)}" fill="#000" fill-opacity=".3"/>` +
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.1)}" fill="url(#cd)" stroke="#c9b27a" stroke-width="1.5"/>` +
      (rankSet ? `<path d="${rankSet.d}" fill="${ink}"/>` : '') +
      placeEmoji(suit, { id: `s${i}`, x: x + w * 0.55, y: y + h * 0.6, size: w * 0.62, flat: true }) +
      '</g>';
  });
  return out;
}

const BALL_COLOURS = ['#e8262d', '#1f7ae0', '#f6b600', '#12a150', '#8b3fd9', '#ff6a13'];

/** Three glossy lottery balls, their numbers set as paths. */
function balls(cx: number, cy: number, size: number, seed: number): string {
  const rnd = randomOf(seed);
  const spots = [
    { x: cx - size * 0.26, y: cy - size * 0.08, r: size * 0.23 },
    { x: cx + size * 0.27, y: cy - size * 0.12, r: size * 0.22 },
    { x: cx, y: cy + size * 0.16, r: size * 0.27 },
  ];
  let out = '<defs>';
  spots.forEach((_, i) => {
    const c = BALL_COLOURS[(seed + i * 2) % BALL_COLOURS.length]!;
    out += `<radialGradient id="b${i}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".25" stop-color="${c}"/><stop offset="1" stop-color="${c}" stop-opacity=".9"/></radialGradient>`;
  });
  out +=
    '<radialGradient id="bs" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>';
  spots.forEach(({ x, y, r }, i) => {
    const n = String(1 + Math.floor(rnd() * 49));
    const size2 = r * (n.length > 1 ? 0.62 : 0.78);
    const width = widthOf('bungee', n, size2) ?? 0;
    const num = setText('bungee', n, size2, x - width / 2, y + size2 * 0.36);
    out +=
      `<ellipse cx="${f(x)}" cy="${f(y + r * 0.95)}" rx="${f(r * 0.9)}" ry="${f(r * 0.22)}" fill="url(#bs)"/>` +
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#b${i})"/>` +
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.52)}" fill="#fff"/>` +
      (num ? `<path d="${num.d}" fill="#222"/>` : '') +
      `<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.5)}" rx="${f(r * 0.3)}" ry="${f(r * 0.16)}" fill="#fff" fill-opacity=".55" transform="rotate(-30 ${f(x - r * 0.35)} ${f(y - r * 0.5)})"/>`;
  });
  return out;
}

/** A big lucky seven in red and gold. */
function seven(cx: number, cy: number, size: number, face: Face): string {
  const fontSize = size * 1.05;
  const use: Face = face === 'anton' ? 'bungee' : face;
  const width = widthOf(use, '7', fontSize) ?? fontSize * 0.6;
  const set = setText(use, '7', fontSize, cx - width / 2, cy + fontSize * 0.36);
  if (!set) return '';
  return (
    `<defs><linearGradient id="sv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7a7a"/><stop offset=".5" stop-color="#e0101e"/><stop offset="1" stop-color="#7d0010"/></linearGradient><path id="s7" d="${set.d}"/></defs>` +
    `<use href="#s7" transform="translate(4 6)" fill="#000" fill-opacity=".4"/>` +
    `<use href="#s7" fill="#ffd84a" stroke="#ffd84a" stroke-width="${f(fontSize * 0.09)}" stroke-linejoin="round"/>` +
    `<use href="#s7" fill="none" stroke="#7a4a06" stroke-width="${f(fontSize * 0.03)}" stroke-linejoin="round"/>` +
    `<use href="#s7" fill="url(#sv)"/>`
  );
}

/** A plinko board: a panel of pegs, the ball on its way down and the prize pockets below. */
function plinko(cx: number, cy: number, size: number): string {
  const rows = 5;
  const gap = size / 6.2;
  const top = cy - size * 0.4;
  let pegs = '';
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i <= row + 2; i++) {
      const x = cx + (i - (row + 2) / 2) * gap;
      pegs += `<circle cx="${f(x)}" cy="${f(top + row * gap * 0.92)}" r="${f(gap * 0.14)}" fill="url(#pp)"/>`;
    }
  }
  const pockets = ['#ff3d6e', '#ff9a1f', '#ffd84a', '#3ddc84', '#ffd84a', '#ff9a1f', '#ff3d6e'];
  const py = top + rows * gap * 0.92;
  const boxes = pockets
    .map((c, i) => {
      const x = cx + (i - 3) * gap * 0.92 - gap * 0.4;
      return `<rect x="${f(x)}" y="${f(py)}" width="${f(gap * 0.8)}" height="${f(gap * 0.55)}" rx="${f(gap * 0.14)}" fill="${c}" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`;
    })
    .join('');
  const half = gap * 3.9;
  return (
    '<defs><radialGradient id="pb" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".3" stop-color="#ff5ab1"/><stop offset="1" stop-color="#a3006a"/></radialGradient>' +
    '<radialGradient id="pp" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#9fb3ff"/></radialGradient></defs>' +
    `<path d="M${f(cx)} ${f(top - gap * 0.9)}L${f(cx + half)} ${f(py + gap * 0.85)}H${f(cx - half)}Z" fill="#140a33" fill-opacity=".75" stroke="#c9a4ff" stroke-opacity=".7" stroke-width="3" stroke-linejoin="round"/>` +
    pegs +
    boxes +
    `<circle cx="${f(cx + gap * 0.5)}" cy="${f(top + gap * 1.4)}" r="${f(gap * 0.38)}" fill="url(#pb)"/>`
  );
}

/** Where the smaller motifs go: centre, size and tilt, picked by the game's hash. */
const SPOTS: [number, number, number, number][][] = [
  [
    [66, 66, 60, -14],
    [238, 172, 56, 12],
    [240, 58, 40, 10],
  ],
  [
    [236, 64, 62, 12],
    [62, 170, 54, -10],
    [58, 58, 38, -8],
  ],
  [
    [62, 60, 54, -10],
    [240, 64, 52, 14],
    [244, 176, 44, 8],
  ],
];

/** The SVG of a game's thumbnail, 300 × 300 (exported for tests: what the picture is drawn from). */
export function gameArtSvg(game: GameArt): string {
  const design = designOf(game);
  const { seed, face } = design;
  const theme: Theme = THEMES[design.theme];
  const rnd = randomOf(seed);
  const h = theme.hue + (rnd() - 0.5) * 24;
  const s = theme.sat;
  const l = theme.light ?? 0;
  const cx = 150;
  const cy = 112;

  const defs =
    `<radialGradient id="bg" cx="150" cy="110" r="230" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hsl(h, s, 56 + l)}"/><stop offset=".45" stop-color="${hsl(h + 10, s, 34 + l)}"/><stop offset="1" stop-color="${hsl(h + 22, s * 0.9, 11 + l)}"/></radialGradient>` +
    `<radialGradient id="gl" cx="${cx}" cy="${cy}" r="120" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hsl(h + 30, 100, 88)}" stop-opacity=".95"/><stop offset=".45" stop-color="${hsl(h + 20, 100, 70)}" stop-opacity=".35"/><stop offset="1" stop-color="${hsl(h, 100, 60)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vg" cx="150" cy="140" r="215" gradientUnits="userSpaceOnUse"><stop offset=".62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient>` +
    `<linearGradient id="sh" x1="0" y1="170" x2="0" y2="300" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hsl(h + 20, s, 6)}" stop-opacity="0"/><stop offset="1" stop-color="${hsl(h + 20, s, 6)}" stop-opacity=".8"/></linearGradient>`;

  let back = `<rect width="300" height="300" fill="url(#bg)"/>`;
  back += rays(cx, cy, 12 + (seed % 3) * 2, 260, '#fff', rnd() * Math.PI, 0.09);
  back += extra(theme.extra, seed, h);
  back += scatter(seed >>> 4, 14, { x: 10, y: 10, w: 280, h: 200 }, hsl(h + 40, 100, 92));
  back += `<circle cx="${cx}" cy="${cy}" r="120" fill="url(#gl)"/>`;

  const spots = SPOTS[seed % SPOTS.length]!;
  const motifs = design.also.map((name, i) => {
    const [x, y, size, rotate] = spots[i]!;
    return placeEmoji(name, { id: `m${i}`, x, y, size, rotate, flat: true });
  });
  // The first small motif sits behind the main one, the others in front: depth without hiding the lead.
  const main = mainMotif(design, cx, cy, face);
  const front = motifs.slice(1).join('');
  const glints = [0, 1, 2]
    .map(() => sparkle(60 + rnd() * 180, 40 + rnd() * 130, 14 + rnd() * 14, '#fff', 0.95))
    .join('');

  const title = displayTitle(
    face,
    game.game_name.toUpperCase(),
    { cx: 150, bottom: 252, maxWidth: 214, maxSize: 50, minSize: 18, lines: 3 },
    { fill: theme.title, outline: hsl(h + 20, s, 10), stroke: 0.2 },
    'tt',
  );

  const body =
    `<defs>${defs}</defs>${back}${motifs[0] ?? ''}${main}${front}${glints}` +
    `<rect width="300" height="300" fill="url(#vg)"/><rect y="170" width="300" height="130" fill="url(#sh)"/>${title.svg}`;
  return svgDoc(300, 300, game.game_name, body);
}

function mainMotif(design: Design, cx: number, cy: number, face: Face): string {
  const { motif, seed } = design;
  if ('draw' in motif) return drawnMotif(motif.draw, cx, cy, 160, seed, face);
  const tilt = ((seed >>> 5) % 15) - 7;
  const art = placeEmoji(motif.emoji, { id: 'mm', x: cx, y: cy, size: 158, rotate: tilt });
  return motif.hue ? hueShift(art, motif.hue) : art;
}

/** Turns a motif's colours round the wheel (a ruby or an emerald from the one gem). */
function hueShift(svg: string, degrees: number): string {
  return `<filter id="hs"><feColorMatrix type="hueRotate" values="${degrees}"/></filter><g filter="url(#hs)">${svg}</g>`;
}

/** A theme's own texture over the rays: bubbles, stars, confetti, embers or snow. */
function extra(kind: Theme['extra'], seed: number, h: number): string {
  const rnd = randomOf(seed ^ 0xa11ce);
  let out = '';
  for (let i = 0; i < 16; i++) {
    const x = rnd() * 300;
    const y = rnd() * 230;
    const r = 2 + rnd() * 7;
    switch (kind) {
      case 'bubbles':
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/>`;
        break;
      case 'stars':
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.22)}" fill="#fff" fill-opacity="${f(0.4 + rnd() * 0.6)}"/>`;
        break;
      case 'confetti':
        out += `<rect x="${f(x)}" y="${f(y)}" width="${f(r * 1.4)}" height="${f(r * 0.6)}" rx="1" fill="${hsl(h + rnd() * 200, 95, 65)}" fill-opacity=".85" transform="rotate(${Math.round(rnd() * 180)} ${f(x)} ${f(y)})"/>`;
        break;
      case 'embers':
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.35)}" fill="${hsl(45, 100, 70)}" fill-opacity="${f(0.35 + rnd() * 0.5)}"/>`;
        break;
      case 'snow':
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.4)}" fill="#fff" fill-opacity=".7"/>`;
        break;
    }
  }
  return out;
}

/** A game's thumbnail, drawn, and stored as a picture (raster.ts) with its placeholder. */
export function gameArt(game: GameArt): Promise<{ file: MediaFile; placeholder: string }> {
  return rasterPicture(
    `games/${game.provider_code.toLowerCase()}`,
    `${game.game_code}.${GAME_ART_MARK}`,
    gameArtSvg(game),
  );
}
