// Rocket: the server takes the stake and keeps the crash point; the page draws the multiplier rising from the
// server's start time and asks to cash out. The server's clock decides; the page learns of a crash by watching.

import {
  $,
  decimal,
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

const canvas = $('sky');
const context = canvas.getContext('2d');
const shown = $('multiplier');
const cashOut = $('cash-out');
let round = null;
/** Per millisecond; the server's value replaces it at each start. */
let growth = 0.0001;

const times = (value) => `${decimal(value, 2)}×`;
const multiplierAt = (ms) => Math.floor(100 * Math.exp(growth * Math.max(0, ms))) / 100;
/** The drawn curve is smooth; the number shown is floored to hundredths, as paid. */
const curve = (ms) => Math.exp(growth * Math.max(0, ms));

/** The curve so far and the rocket at its tip; the axes stretch as the flight goes on. */
function draw(ms, crashed) {
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  const spanMs = Math.max(10_000, ms * 1.15);
  const top = Math.max(2, curve(ms) * 1.15);
  const x = (at) => 24 + ((width - 48) * at) / spanMs;
  const y = (m) => height - 24 - ((height - 48) * (m - 1)) / (top - 1);
  context.lineWidth = 4;
  context.strokeStyle = crashed ? '#ff6b6b' : '#ffc940';
  context.beginPath();
  for (let at = 0; at <= ms; at += Math.max(16, ms / 120)) context.lineTo(x(at), y(curve(at)));
  context.lineTo(x(ms), y(curve(ms)));
  context.stroke();
  context.fillStyle = crashed ? '#ff6b6b' : '#f4f6fb';
  context.beginPath();
  context.arc(x(ms), y(curve(ms)), crashed ? 12 : 8, 0, Math.PI * 2);
  context.fill();
}

function fly() {
  if (!round || round.over) return;
  const ms = Date.now() + round.offset - round.started;
  shown.textContent = times(multiplierAt(ms));
  draw(ms, false);
  requestAnimationFrame(fly);
}

/** The round's end, whichever of cash-out and watch brings it first. */
function finish(answer) {
  if (!round || round.over) return;
  round.over = true;
  cashOut.disabled = true;
  if (!answer.ok) {
    refusal(answer);
    $('play').focus();
    return;
  }
  const cashed = answer.state === 'cashed';
  const end = Math.log(Math.max(1, cashed ? answer.multiplier : answer.crash_point)) / growth;
  draw(end, !cashed);
  shown.textContent = times(cashed ? answer.multiplier : answer.crash_point);
  shown.classList.toggle('crashed', !cashed);
  showWin(answer.win);
  showBalance(answer.balance);
  const line = cashed
    ? t('cashedOut', { multiplier: decimal(answer.multiplier, 2), amount: $('win').textContent })
    : t('crashed', { multiplier: decimal(answer.crash_point, 2) });
  setStatus(line);
  round = null;
  setBusy(false);
  $('play').focus();
}

async function watch(current) {
  while (round === current && !current.over) {
    const answer = await post('crash/watch', { play: play(), round_id: current.id });
    if (answer.ok && answer.state === 'running') continue;
    // A lost connection is not the end of the round: the server settles it either way, so ask again.
    if (!answer.ok && answer.message === 'serviceUnavailable' && answer.balance === undefined) {
      await sleep(1000);
      continue;
    }
    if (round === current) finish(answer);
  }
}

async function start() {
  setBusy(true);
  shown.classList.remove('crashed');
  const answer = await post('crash/start', { play: play(), stake: stake() });
  if (!answer.ok) return refusal(answer);
  growth = answer.growth;
  round = { id: answer.round_id, started: answer.started_at, over: false };
  round.offset = answer.server_now - Date.now();
  showBalance(answer.balance);
  cashOut.disabled = false;
  cashOut.focus();
  setStatus(t('launched'));
  requestAnimationFrame(fly);
  void watch(round);
}

cashOut.addEventListener('click', async () => {
  if (!round || round.over) return;
  cashOut.disabled = true;
  const current = round;
  const answer = await post('crash/cash-out', { play: play(), round_id: current.id });
  if (round === current) finish(answer);
});

if (await openGame()) {
  draw(0, false);
  $('play').addEventListener('click', start);
}
