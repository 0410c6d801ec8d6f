import { FORCE_LOGOUT_KEY, TIMINGS } from '@felt/contract/tables';
import { callApi, isOk } from '@/lib/api/client';
import type { HandleOptions } from '@/lib/api/handle-answer';
import { showToast } from '@/ui/toast';
import { type FavouriteGameView, resetPlayer, updatePlayer, usePlayerStore } from './player-store';
import { sendGuestAway } from './send-guest-away';
import { sessionBridge, sessionText } from './session-bridge';
import { type VipLevel, vipSummaryOf } from './vip-summary';

// What happens to the player state at login, logout and session failure (SPEC 4).

type Balance = { game_balance: number; game_token: number; bonus_balance?: number };
type FavouriteWire = Omit<FavouriteGameView, 'game_image'> & { img_url: string };

/**
 * A session failure usually arrives in several answers at once (the calls that were in flight); the first
 * one is handled, the others within this window add nothing.
 */
const ENDING_WINDOW_MS = 3_000;
let endedAt = Number.NEGATIVE_INFINITY;

const isPlayer = () => usePlayerStore.getState().isAuthenticated;
const isEnding = () => Date.now() - endedAt < ENDING_WINDOW_MS;

/** True for a player, and for one whose session ended a moment ago. */
export function hasSession(): boolean {
  return isPlayer() || isEnding();
}

export async function refreshBalance(options?: HandleOptions): Promise<boolean> {
  const answer = await callApi<Balance>('/api/auth/get_balance', {}, options);
  if (isOk(answer) && isPlayer()) {
    // game_token is the minigame's spendable tokens too (SPEC 3); the frozen ones come with the wheel's calls.
    const { frozen_token } = usePlayerStore.getState().minigame;
    updatePlayer({
      game: { balance: answer.game_balance, token: answer.game_token },
      // An operator's own back end may not send it: no bonus shown.
      bonus_balance: answer.bonus_balance ?? 0,
      minigame: { token_balance: answer.game_token, frozen_token },
    });
  }
  return isOk(answer);
}

export async function refreshVip(): Promise<void> {
  const answer = await callApi<{ nextLevel: VipLevel[] }>('/api/auth/vip');
  const level = isOk(answer) ? answer.nextLevel[0] : undefined;
  if (level && isPlayer()) updatePlayer({ vip: vipSummaryOf(level) });
}

export async function refreshFavourites(): Promise<void> {
  const answer = await callApi<{ value: FavouriteWire[] }>('/api/home/fav_list');
  if (!isOk(answer) || !isPlayer()) return;
  const list = answer.value.map(({ img_url, ...game }) => ({ ...game, game_image: img_url }));
  updatePlayer({ game_fav_list: list });
}

/** After a successful login (password or code): the player is in; balance, VIP and favourites follow. */
export async function completeLogin(view: { user: { account_id: string }; fullname: string; email: string }) {
  endedAt = Number.NEGATIVE_INFINITY;
  updatePlayer({
    isAuthenticated: true,
    user: { account_id: view.user.account_id, full_name: view.fullname, contact_email: view.email },
    fullname: view.fullname,
    email: view.email,
  });
  await Promise.all([refreshBalance(), refreshVip(), refreshFavourites()]);
}

/** After settings/profile_update succeeded: the header and pages show the new name and e-mail. */
export function refreshProfile({ full_name, contact_email }: { full_name: string; contact_email: string }): void {
  const { user } = usePlayerStore.getState();
  updatePlayer({
    user: user ? { ...user, full_name, contact_email } : null,
    fullname: full_name,
    email: contact_email,
  });
}

/** Resets the state, removes the stored player and tells the other tabs, which reset and reload. */
function endSession(): void {
  resetPlayer();
  try {
    localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
  } catch {
    // Storage blocked: other tabs find out at their next status check.
  }
}

/** The player logs out: the BFF ends the session and drops the cookie, then home. */
export async function logout(): Promise<void> {
  await callApi('/api/auth/logout', {}, { inline: true });
  endSession();
  sessionBridge()?.navigate('/');
}

/** A message that forces logout (SPEC 4): the 10-second warning, logout, then the redirect of SPEC 2.4. */
export function forceLogout(): void {
  if (isEnding()) return;
  endedAt = Date.now();
  showToast({
    id: 'session-ended',
    tone: 'warning',
    title: sessionText('errors.invalidSession'),
    text: sessionText('errors.sessionExpired'),
    durationMs: TIMINGS.sessionExpiredToastMs,
    progress: false,
  });
  endSession();
  sendGuestAway();
}
