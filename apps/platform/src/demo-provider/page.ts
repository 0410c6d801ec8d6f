import type { Engine } from './play-session';
import { PAYS, SYMBOLS, TWO_CHERRIES } from './slot-math';

// The game pages: plain HTML in the player's language, one stylesheet and one module script, nothing inline
// (the page's CSP allows no inline script or style). Links are relative to the page, so the same page works
// at /demo/<engine>/ on the platform and at /games/demo/<engine>/ through the site.

export const GAME_NAMES: Record<Engine, string> = { slot: 'Lucky Sevens', crash: 'Rocket', dice: 'Dice Duel' };

type Text = Record<string, string>;
const esc = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function slotStage(t: Text, base: string): string {
  const cells = SYMBOLS.map((_, i) => SYMBOLS[(i * 2) % SYMBOLS.length]!);
  const reels = [0, 1, 2]
    .map((reel) => {
      const imgs = [0, 1, 2]
        .map((row) => {
          const symbol = cells[(reel + row) % cells.length]!;
          return `<img src="${base}assets/symbols/${symbol}.svg" alt="${esc(t[symbol]!)}" width="96" height="96">`;
        })
        .join('');
      return `<div class="reel" data-reel="${reel}">${imgs}</div>`;
    })
    .join('');
  const rows = SYMBOLS.map(
    (symbol) =>
      `<tr><th scope="row"><img src="${base}assets/symbols/${symbol}.svg" alt="" width="24" height="24"> ${esc(t[symbol]!)} ×3</th><td>×${PAYS[symbol]}</td></tr>`,
  ).join('');
  return `<section class="stage reels">${reels}</section>
<details class="paytable"><summary>${esc(t.paytable!)}</summary>
<p>${esc(t.lines!)} ${esc(t.paytableNote!)}</p>
<table><tbody>${rows}<tr><th scope="row">${esc(t.twoCherries!)}</th><td>×${TWO_CHERRIES}</td></tr></tbody></table>
</details>`;
}

function crashStage(t: Text): string {
  return `<section class="stage sky" aria-label="${esc(t.multiplier!)}">
<canvas id="sky" width="640" height="320" aria-hidden="true"></canvas>
<output id="multiplier" class="multiplier" aria-live="off">1.00×</output></section>`;
}

function diceStage(t: Text): string {
  return `<section class="stage dice">
<output id="roll" class="roll" aria-live="off">50.00</output>
<div class="track" aria-hidden="true"><span id="marker" class="marker"></span></div>
<fieldset class="direction"><legend>${esc(t.direction!)}</legend>
<label><input type="radio" name="direction" value="under" checked> ${esc(t.under!)}</label>
<label><input type="radio" name="direction" value="over"> ${esc(t.over!)}</label></fieldset>
<label class="target" for="target">${esc(t.target!)} <output id="target-value" for="target">50</output></label>
<input id="target" type="range" min="2" max="98" step="1" value="50">
<dl class="odds"><div><dt>${esc(t.chance!)}</dt><dd id="chance">50.00 %</dd></div>
<div><dt>${esc(t.payout!)}</dt><dd id="payout">1.98×</dd></div></dl></section>`;
}

const PLAY_LABEL: Record<Engine, string> = { slot: 'spin', crash: 'placeBet', dice: 'roll' };

export function gamePage(
  engine: Engine,
  name: string,
  locale: { code: string; bcp47: string; text: Text },
  base: string,
): string {
  const t = locale.text;
  const stage = engine === 'slot' ? slotStage(t, base) : engine === 'crash' ? crashStage(t) : diceStage(t);
  const cashOut = engine === 'crash' ? `<button id="cash-out" type="button" disabled>${esc(t.cashOut!)}</button>` : '';
  return `<!doctype html>
<html lang="${esc(locale.bcp47)}" data-lang="${esc(locale.code)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(name)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}assets/games.css">
<script type="module" src="${base}assets/${engine}.js"></script>
</head>
<body class="game-${engine}">
<main class="game">
<header class="top"><h1>${esc(name)}</h1>
<dl class="meters"><div><dt>${esc(t.balance!)}</dt><dd id="balance">–</dd></div>
<div><dt>${esc(t.lastWin!)}</dt><dd id="win">–</dd></div></dl></header>
${stage}
<div class="controls">
<label for="stake">${esc(t.stake!)}</label>
<select id="stake" disabled></select>
<button id="play" class="primary" type="button" disabled>${esc(t[PLAY_LABEL[engine]]!)}</button>
${cashOut}
</div>
<p id="status" class="status" role="status" aria-live="polite">${esc(t.loading!)}</p>
</main>
</body>
</html>
`;
}
