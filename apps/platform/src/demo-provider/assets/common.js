// Shared by the three DEMO games: opening the launch, words, money, the stake picker, the status line and
// the balance. The server decides every outcome; a page only asks, waits and shows.

const root = new URL('../', import.meta.url); // /demo/ on the platform, /games/demo/ through the site
export const $ = (id) => document.getElementById(id);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let words = {};
let game = null;

/** A word of the player's language, with {name} placeholders filled. */
export const t = (key, vars = {}) => (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => vars[name] ?? '');
/** A refusal's message key as a sentence; keys the page does not know read as a generic failure. */
export const errorText = (message) => words[message] ?? words.unknownError ?? message;

export async function post(path, body) {
  try {
    const response = await fetch(new URL(`api/${path}`, root), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
    return await response.json();
  } catch {
    return { ok: false, message: 'serviceUnavailable' };
  }
}

/** The same words again still get announced: the live region is emptied first. */
export function setStatus(text) {
  const status = $('status');
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = text;
  });
}

function moneyFormat(lang, currency, exponent) {
  const digits = { minimumFractionDigits: exponent, maximumFractionDigits: exponent };
  let format;
  try {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency, ...digits });
  } catch {
    format = new Intl.NumberFormat(lang, digits);
  }
  return (minor) => format.format(minor / 10 ** exponent);
}

export const money = (minor) => game.money(minor);
/** A number in the page's language, with `digits` decimals (up to `most` when given). */
export const decimal = (value, digits, most = digits) =>
  new Intl.NumberFormat(document.documentElement.lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: most,
  }).format(value);

/** Shows the balance and tells the site (parent frame or opener, same origin) to refresh its header. */
export function showBalance(balance) {
  if (typeof balance !== 'number') return;
  $('balance').textContent = money(balance);
  // Major units, as the site's own balance calls speak.
  const message = { type: 'felt:balance', balance: balance / 10 ** game.exponent, currency: game.currency };
  for (const target of [window.parent === window ? null : window.parent, window.opener]) {
    try {
      target?.postMessage(message, location.origin);
    } catch {
      // A window of another origin or one already closed: nothing to tell.
    }
  }
}

export function showWin(win) {
  $('win').textContent = money(win);
}

/** While a round runs the stake and the play button wait; an ended session keeps them off. */
export function setBusy(busy) {
  const off = busy || game === null || game.ended;
  $('play').disabled = off;
  $('stake').disabled = off;
}

export const stake = () => Number($('stake').value);
export const play = () => game.play;

/** A refused answer: its words, its balance when it has one, and the end of the game when the session ended. */
export function refusal(answer) {
  if (['sessionExpired', 'launchExpired', 'accountUnavailable'].includes(answer.message)) game.ended = true;
  if (typeof answer.balance === 'number') showBalance(answer.balance);
  setStatus(errorText(answer.message));
  setBusy(false);
}

function fillStakes(stakes) {
  const select = $('stake');
  for (const value of stakes) select.append(new Option(money(value), String(value)));
  select.value = String(stakes.includes(100) ? 100 : stakes[0]);
}

/** Opens the launch token of the address once; null (with the reason on screen) when the game cannot start. */
export async function openGame() {
  const launch = new URLSearchParams(location.search).get('launch') ?? '';
  // One use only: a reload or a copied address must not carry it.
  if (launch) history.replaceState(null, '', location.pathname);
  const lang = document.documentElement.dataset.lang;
  const [all, opened] = await Promise.all([
    fetch(new URL('assets/messages.json', root))
      .then((response) => response.json())
      .catch(() => ({})),
    post('open', { launch }),
  ]);
  words = all[lang] ?? all.EN ?? {};
  if (!opened.ok) {
    setStatus(errorText(opened.message));
    return null;
  }
  const { currency, exponent } = opened;
  game = { play: opened.play, currency, exponent, ended: false };
  game.money = moneyFormat(document.documentElement.lang, currency, exponent);
  fillStakes(opened.stakes);
  showBalance(opened.balance);
  showWin(0);
  setStatus(t('ready'));
  setBusy(false);
  return game;
}
