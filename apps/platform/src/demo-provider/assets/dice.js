// Dice Duel: pick under or over a target; the server rolls 0.00–99.99 and pays 99 % / chance. The page spins
// the number for about a second before it shows the server's roll.

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

const ROLL_MS = 1000;
const target = $('target');
const shown = $('roll');
const track = document.querySelector('.track');

const direction = () => document.querySelector('input[name="direction"]:checked').value;
/** Winning rolls out of 10,000, as the server counts them (dice-math.ts). */
const chanceBp = () => (direction() === 'under' ? Number(target.value) * 100 : 9999 - Number(target.value) * 100);

/** Target, chance, payout and the winning side of the track follow the choice. */
function update() {
  $('target-value').textContent = target.value;
  $('chance').textContent = `${decimal(chanceBp() / 100, 2)} %`;
  $('payout').textContent = `${decimal(Math.floor((9900 / chanceBp()) * 10_000) / 10_000, 2, 4)}×`;
  track.style.setProperty('--target', `${target.value}%`);
  track.dataset.direction = direction();
}

async function roll() {
  setBusy(true);
  shown.classList.remove('won', 'lost');
  setStatus(t('rolling'));
  const started = Date.now();
  const spinner = setInterval(() => {
    shown.textContent = decimal(Math.floor(Math.random() * 10_000) / 100, 2);
  }, 50);
  const body = { play: play(), stake: stake(), direction: direction(), target: Number(target.value) };
  const answer = await post('dice/roll', body);
  await sleep(Math.max(0, ROLL_MS - (Date.now() - started)));
  clearInterval(spinner);
  if (!answer.ok) {
    shown.textContent = '–';
    return refusal(answer);
  }
  const value = decimal(answer.roll / 100, 2);
  shown.textContent = value;
  shown.classList.add(answer.won ? 'won' : 'lost');
  $('marker').style.setProperty('--roll', `${answer.roll / 100}%`);
  showWin(answer.win);
  showBalance(answer.balance);
  const result = answer.won ? t('won', { amount: $('win').textContent }) : t('noWin');
  setStatus(`${t('rolled', { roll: value })} ${result}`);
  setBusy(false);
}

target.addEventListener('input', update);
for (const radio of document.querySelectorAll('input[name="direction"]')) radio.addEventListener('change', update);

if (await openGame()) {
  update();
  $('play').addEventListener('click', roll);
}
