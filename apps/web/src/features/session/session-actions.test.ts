import { FORCE_LOGOUT_KEY, PLAYER_STORAGE_KEY } from '@felt/contract/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.test-support';

const storage = vi.hoisted(() => ({ current: undefined as unknown as Storage }));
vi.hoisted(() => {
  const proxy = {
    getItem: (k: string) => storage.current?.getItem(k) ?? null,
    setItem: (k: string, v: string) => storage.current?.setItem(k, v),
    removeItem: (k: string) => storage.current?.removeItem(k),
  };
  Object.assign(globalThis, { window: { localStorage: proxy, location: { pathname: '/cn/account', search: '' } } });
  Object.assign(globalThis, { localStorage: proxy });
});
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/features/auth/login-form', () => ({ LoginForm: () => null }));
vi.mock('@/ui/modal-stack', () => ({ openModal: vi.fn(), closeModal: vi.fn() }));

const { showToast } = await import('@/ui/toast');
const { openModal } = await import('@/ui/modal-stack');
const { GUEST_STATE, usePlayerStore } = await import('./player-store');
const actions = await import('./session-actions');
const { setSessionBridge } = await import('./session-bridge');
const { openLoginModal: openLogin } = await import('@/features/auth/login-modal');
const { arrivedAt } = await import('./send-guest-away');
const { setAnswerEffects } = await import('@/lib/api/handle-answer');

const ANSWERS: Record<string, object> = {
  '/api/auth/get_balance': { statusCode: 1, game_balance: 1000.5, game_token: 7 },
  '/api/auth/vip': {
    statusCode: 1,
    nextLevel: [
      {
        starting_deposit: 0,
        cycle_deposit: 500,
        deposit_next: 400,
        starting_turnover: 0,
        cycle_turnover: 10,
        turnover_next: 40,
        vip_name: 'Bronze',
        vip_name_next: 'Silver',
      },
    ],
  },
  '/api/home/fav_list': {
    statusCode: 1,
    value: [{ game_code: 'g1', game_name: 'Game', game_type: 'slot', img_url: '/a.svg', provider_code: 'JILI' }],
  },
  '/api/auth/logout': { statusCode: 1 },
};
const VIEW = { statusCode: 1, user: { account_id: 'demo01' }, fullname: 'Demo Player', email: 'demo@example.com' };
const navigate = vi.fn();
const pathname = () => '/account';
let removeBridge: () => void;

beforeEach(() => {
  storage.current = memoryStorage();
  usePlayerStore.setState(GUEST_STATE, true);
  navigate.mockReset();
  vi.mocked(showToast).mockReset();
  vi.stubGlobal('fetch', async (path: string) =>
    Response.json(ANSWERS[path] ?? { statusCode: -404, message: 'notFound' }),
  );
  removeBridge = setSessionBridge({
    navigate,
    pathname,
    openLogin,
    text: (key) => `text:${key}`,
    guestRedirect: { path: '/login' },
  });
});
afterEach(() => {
  removeBridge();
  vi.useRealTimers();
});

describe('session actions (SPEC 4)', () => {
  it('completeLogin makes the player authenticated, then loads balance, VIP (capped) and favourites', async () => {
    await actions.completeLogin(VIEW);
    expect(usePlayerStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: { account_id: 'demo01', full_name: 'Demo Player', contact_email: 'demo@example.com' },
      fullname: 'Demo Player',
      email: 'demo@example.com',
      game: { balance: 1000.5, token: 7 },
      minigame: { token_balance: 7, frozen_token: 0 },
      vip: { currentLevel: 'Bronze', nextLevel: 'Silver', depoProgress: 100, toProgress: 25 },
      game_fav_list: [{ game_code: 'g1', game_image: '/a.svg', provider_code: 'JILI' }],
    });
  });

  it('refreshBalance keeps the bonus money apart from the cash, and reads none when the platform sends none', async () => {
    await actions.completeLogin(VIEW);
    expect(usePlayerStore.getState().bonus_balance).toBe(0);
    ANSWERS['/api/auth/get_balance'] = { statusCode: 1, game_balance: 80, game_token: 7, bonus_balance: 120.5 };
    try {
      await actions.refreshBalance();
      expect(usePlayerStore.getState()).toMatchObject({ game: { balance: 80, token: 7 }, bonus_balance: 120.5 });
    } finally {
      ANSWERS['/api/auth/get_balance'] = { statusCode: 1, game_balance: 1000.5, game_token: 7 };
    }
    await actions.refreshBalance();
    expect(usePlayerStore.getState().bonus_balance).toBe(0);
  });

  it('refreshProfile shows the new name and e-mail', async () => {
    await actions.completeLogin(VIEW);
    actions.refreshProfile({ full_name: 'New Name', contact_email: 'new@example.com' });
    expect(usePlayerStore.getState()).toMatchObject({
      user: { full_name: 'New Name', contact_email: 'new@example.com' },
      fullname: 'New Name',
      email: 'new@example.com',
    });
  });

  it('logout resets the player, removes the stored one, tells other tabs and goes home', async () => {
    await actions.completeLogin(VIEW);
    await actions.logout();
    expect(usePlayerStore.getState()).toEqual(GUEST_STATE);
    expect(storage.current.getItem(PLAYER_STORAGE_KEY)).toBeNull();
    expect(storage.current.getItem(FORCE_LOGOUT_KEY)).toMatch(/^\d+$/);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a forced logout warns for 10 s, logs out and sends the guest to the login page, once', async () => {
    await actions.completeLogin(VIEW);
    actions.forceLogout();
    actions.forceLogout();
    expect(showToast).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        tone: 'warning',
        title: 'text:errors.invalidSession',
        text: 'text:errors.sessionExpired',
        durationMs: 10_000,
      }),
    );
    expect(usePlayerStore.getState().isAuthenticated).toBe(false);
    expect(storage.current.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?next=%2Fcn%2Faccount');
    expect(actions.hasSession()).toBe(true);
  });

  it.each([
    [{ path: '/', modal: 'login', delayMs: 1000 } as const, 'text:ui.session.loginModalTitle'],
    [{ path: '/', modal: 'signin', delayMs: 1000 } as const, 'text:ui.session.signinModalTitle'],
  ])('on a modal template goes home and opens the modal a second after arriving', async (guestRedirect, title) => {
    removeBridge();
    removeBridge = setSessionBridge({ navigate, pathname, openLogin, text: (key) => `text:${key}`, guestRedirect });
    vi.useFakeTimers();
    vi.mocked(openModal).mockReset();
    await actions.completeLogin(VIEW);
    actions.forceLogout();
    expect(navigate).toHaveBeenCalledWith('/');
    vi.advanceTimersByTime(5000);
    expect(openModal).not.toHaveBeenCalled();
    arrivedAt('/');
    vi.advanceTimersByTime(999);
    expect(openModal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(openModal).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'login', title }));
  });

  it('a session-failure answer of any call goes through the same path', async () => {
    const remove = setAnswerEffects({
      isPlayer: actions.hasSession,
      forceLogout: actions.forceLogout,
      errorText: () => undefined,
      showError: vi.fn(),
    });
    await actions.completeLogin(VIEW);
    ANSWERS['/api/settings/check_status'] = { statusCode: -403, message: 'BLOCK' };
    const { callApi } = await import('@/lib/api/client');
    await callApi('/api/settings/check_status', {}, { inline: true });
    remove();
    expect(usePlayerStore.getState().isAuthenticated).toBe(false);
    expect(showToast).toHaveBeenCalledOnce();
  });
});
