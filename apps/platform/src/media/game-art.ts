import { hueOf } from './palette';
import { rasterPicture } from './raster';
import { esc, FONT, type MediaFile, svgDoc, wrap } from './svg';

// Game thumbnails: a colour from the game, a motif from its category, its name and provider.

const SYMBOLS = ['7', '★', '♦', '♣', '♥', '$', 'W'];

const MOTIFS: Record<string, (c: string, seed: number) => string> = {
  slot_game: (c, seed) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${46 + i * 72}" y="70" width="62" height="86" rx="10" fill="${c}" fill-opacity=".85"/>` +
          `<text x="${77 + i * 72}" y="128" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="800" fill="#fff">${SYMBOLS[(seed + i) % SYMBOLS.length]}</text>`,
      )
      .join(''),
  casino: (c) =>
    `<circle cx="150" cy="112" r="62" fill="none" stroke="${c}" stroke-width="14" stroke-dasharray="18 12"/><circle cx="150" cy="112" r="26" fill="${c}"/>`,
  fishing: (c) =>
    `<path d="M84 112c40-46 96-46 132 0-36 46-92 46-132 0z" fill="${c}"/><path d="M216 112l34-26v52z" fill="${c}"/><circle cx="112" cy="104" r="7" fill="#fff"/>`,
  sportsbook: (c) =>
    `<circle cx="150" cy="112" r="64" fill="${c}"/><path d="M150 70l24 18-9 29h-30l-9-29z" fill="#fff" fill-opacity=".85"/>`,
  crash: (c) =>
    `<path d="M56 170 C 120 165, 190 140, 240 56" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/><path d="M240 56l-30 6 22 22z" fill="${c}"/>`,
  poker: (c) =>
    `<rect x="92" y="56" width="72" height="104" rx="10" fill="#fff" transform="rotate(-12 128 108)"/><rect x="136" y="56" width="72" height="104" rx="10" fill="${c}" transform="rotate(10 172 108)"/>`,
  lottery: (c) =>
    [0, 1, 2, 3].map((i) => `<circle cx="${78 + i * 48}" cy="112" r="22" fill="${i % 2 ? '#fff' : c}"/>`).join(''),
  bingo: (c) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map(
        (i) =>
          `<rect x="${96 + (i % 3) * 38}" y="${58 + Math.floor(i / 3) * 38}" width="32" height="32" rx="6" fill="${i % 4 ? c : '#fff'}"/>`,
      )
      .join(''),
  arcade: (c) =>
    `<rect x="84" y="76" width="132" height="72" rx="36" fill="${c}"/><circle cx="122" cy="112" r="12" fill="#fff"/><circle cx="186" cy="104" r="8" fill="#fff"/><circle cx="200" cy="120" r="8" fill="#fff"/>`,
  hash_game: (c) =>
    `<path d="M120 60l-14 104M178 60l-14 104M92 92h122M86 132h122" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`,
};

export type GameArt = { provider_code: string; game_code: string; game_name: string; game_type: string };

/** A game's thumbnail, drawn, and stored as a picture (raster.ts) with its placeholder. */
export function gameArt(game: GameArt): Promise<{ file: MediaFile; placeholder: string }> {
  const hue = hueOf(`${game.provider_code}:${game.game_code}`);
  const motif = (MOTIFS[game.game_type] ?? MOTIFS.slot_game!)(`hsl(${(hue + 40) % 360} 90% 62%)`, hue);
  const lines = wrap(game.game_name, 16, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${lines.length === 1 ? 222 : 210 + i * 28}" text-anchor="middle" font-family="${FONT}" font-size="25" font-weight="800" fill="#fff">${esc(line)}</text>`,
    )
    .join('');
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 18%)"/></linearGradient></defs>` +
    `<rect width="300" height="300" rx="24" fill="url(#g)"/>${motif}${text}` +
    `<rect x="96" y="256" width="108" height="26" rx="13" fill="#000" fill-opacity=".35"/>` +
    `<text x="150" y="275" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#fff" letter-spacing="1">${esc(game.provider_code)}</text>`;
  return rasterPicture(
    `games/${game.provider_code.toLowerCase()}`,
    game.game_code,
    svgDoc(300, 300, game.game_name, body),
  );
}
