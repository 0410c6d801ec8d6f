// Lucky Sevens: the server spins; the page turns the reels for at least 2.5 s, stops them left to right on
// the server's symbols and lights the winning lines. No autoplay: every spin is a press of the button.

import {
  $,
  openGame,
  play,
  post,
  refusal,
  setBusy,
  setStatus,
  showBalance,
  showWin,
  sleep,
  stake,
  t,
} from './common.js';

const SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'];
/** Rows of the window each line reads, reel by reel (as the server's slot-math.ts). */
const LINES = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
const FIRST_STOP_MS = 1600;
const STOP_GAP_MS = 500; // the last reel stops after 2.6 s

const reels = [...document.querySelectorAll('.reel')];
const cells = reels.map((reel) => [...reel.querySelectorAll('img')]);
const symbolUrl = (symbol) => new URL(`symbols/${symbol}.svg`, import.meta.url).href;

function show(reel, symbols) {
  cells[reel].forEach((img, row) => {
    img.src = symbolUrl(symbols[row]);
    img.alt = t(symbols[row]);
  });
}

/** Blurs random symbols through the reels still turning, until told to stop. */
function turn(turning) {
  const timer = setInterval(() => {
    turning.forEach((on, reel) => {
      if (!on) return;
      for (const img of cells[reel]) img.src = symbolUrl(SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
    });
  }, 90);
  return () => clearInterval(timer);
}

function light(lines) {
  for (const img of cells.flat()) img.classList.remove('hit');
  for (const { line, count } of lines) {
    LINES[line].slice(0, count).forEach((row, reel) => {
      cells[reel][row].classList.add('hit');
    });
  }
}

async function spin() {
  setBusy(true);
  light([]);
  const stage = document.querySelector('.reels');
  stage.setAttribute('aria-busy', 'true');
  const before = cells.map((reel) => reel.map((img) => img.src));
  const turning = [true, true, true];
  for (const reel of reels) reel.classList.add('moving');
  setStatus(t('spinning'));
  const stop = turn(turning);
  const [answer] = await Promise.all([post('slot/spin', { play: play(), stake: stake() }), sleep(FIRST_STOP_MS)]);
  if (!answer.ok) {
    stop();
    for (const reel of reels) reel.classList.remove('moving');
    for (const [r, reel] of cells.entries()) {
      for (const [row, img] of reel.entries()) img.src = before[r][row];
    }
    stage.removeAttribute('aria-busy');
    refusal(answer);
    return;
  }
  for (let reel = 0; reel < reels.length; reel++) {
    if (reel > 0) await sleep(STOP_GAP_MS);
    turning[reel] = false;
    reels[reel].classList.remove('moving');
    show(reel, answer.reels[reel]);
  }
  stop();
  stage.removeAttribute('aria-busy');
  light(answer.lines);
  showWin(answer.win);
  showBalance(answer.balance);
  const list = new Intl.ListFormat(document.documentElement.lang, { style: 'short', type: 'unit' });
  const middle = list.format(answer.reels.map((symbols) => t(symbols[1])));
  const result = answer.win > 0 ? t('won', { amount: $('win').textContent }) : t('noWin');
  setStatus(`${t('reels', { symbols: middle })} ${result}`);
  setBusy(false);
}

if (await openGame()) $('play').addEventListener('click', spin);
