import { randomInt } from 'node:crypto';
import { getProfile, listSessions, SESSION_RULES, vip } from '@felt/contract';
import { beforeAll, expect, it } from 'vitest';
import { defaultsIn } from '../../services/engagement/defaults';
import { dollarsWorth } from '../../services/money';
import { DEMO_PLAYER } from '../../services/players/demo-players';
import { fromAddress, type Harness } from '../../test/fixture';
import { CASINO3, call, freshId, login, PASSWORD, registerPlayer, type Session } from '../../test/players';

const DAY = 24 * 60 * 60 * 1000;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const body = ({ status: _, ...rest }: { status: number }) => rest;

/** Balance, VIP, profile, status, sessions and their expiry. */
export function accountCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  it("answers the demo player's balance in each tenant's currency", async () => {
    const casino4 = { domain_name: 'casino4.localhost', external_id: 'felt-casino4' };
    for (const [site, currency] of [
      [CASINO3, 'CNY'],
      [casino4, 'VND'],
    ] as const) {
      const demo = await login(h, site, 'demo01', 'demo1234');
      expect(await call(h, '/api/auth/get_balance', demo)).toEqual({
        status: 200,
        statusCode: 1,
        game_balance: dollarsWorth(DEMO_PLAYER.balance, currency),
        game_token: 0,
        bonus_balance: 0,
      });
    }
  });

  it("answers the VIP level and the next one from the player's totals", async () => {
    const demo = await login(h, CASINO3, 'demo01', 'demo1234');
    const answer = vip.response.parse(body(await call(h, '/api/auth/vip', demo)));
    // casino3 reads the default ladder and the demo player's totals in CNY: past Silver, short of Gold.
    const [, silver, gold] = defaultsIn('CNY').vip_levels;
    expect(answer.nextLevel).toEqual([
      {
        vip_name: 'Silver',
        vip_name_next: 'Gold',
        starting_deposit: silver?.deposit,
        starting_turnover: silver?.turnover,
        deposit_next: gold?.deposit,
        turnover_next: gold?.turnover,
        cycle_deposit: dollarsWorth(DEMO_PLAYER.total_deposit, 'CNY'),
        cycle_turnover: dollarsWorth(DEMO_PLAYER.total_turnover, 'CNY'),
      },
    ]);
  });

  it('shows the profile with the phone hidden but its last digits, and changes name and e-mail', async () => {
    const contact_phone = `+63 9${randomInt(10, 100)} ${randomInt(100, 1000)} 6789`;
    const player = await registerPlayer(h, CASINO3, freshId(), { contact_phone });
    const before = getProfile.response.parse(body(await call(h, '/api/settings/get_profile', player)));
    expect(before.value).toMatchObject({
      account_id: player.account_id,
      full_name: '',
      contact_phone: '+** *** *** 6789',
    });
    const change = { full_name: 'Maria Santos', contact_email: 'maria@example.com' };
    expect(await call(h, '/api/settings/profile_update', player, change)).toEqual({
      status: 200,
      statusCode: 1,
      value: [change],
    });
    expect((await call(h, '/api/settings/get_profile', player)).value).toMatchObject(change);
    const bad = await call(h, '/api/settings/profile_update', player, { full_name: 'R2D2', contact_email: 'x' });
    expect(bad.errors).toEqual([
      { path: 'full_name', message: 'alphabetOnly' },
      { path: 'contact_email', message: 'invalidEmail' },
    ]);
  });

  it('lists open sessions newest first with device and masked address, and ends the others', async () => {
    const player = await registerPlayer(h);
    h.clock.advance(1000);
    const phone = await login(h, CASINO3, player.account_id, PASSWORD, {
      'user-agent': SAFARI_IPHONE,
      ...fromAddress('203.0.113.9'),
    });
    h.clock.advance(1000);
    const desktop = await login(h, CASINO3, player.account_id, PASSWORD, {
      'user-agent': CHROME_WINDOWS,
      ...fromAddress('2001:db8:85a3::8a2e:370:7334'),
    });
    const list = listSessions.response.parse(body(await call(h, '/api/auth/sessions', desktop))).value;
    expect(list.map(({ device, ip, current }) => ({ device, ip, current }))).toEqual([
      { device: 'Chrome on Windows', ip: '2001:db8:85a3::x', current: true },
      { device: 'Safari on iOS', ip: '203.0.113.x', current: false },
      { device: 'Unknown device', ip: 'unknown', current: false },
    ]);
    expect(list[0]!.session_id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(list)).not.toContain(desktop.auth);
    expect(await call(h, '/api/auth/logout_others', desktop)).toEqual({ status: 200, statusCode: 1, ended: 2 });
    expect((await call(h, '/api/auth/get_balance', phone)).message).toBe('sessionExpired');
    expect((await call(h, '/api/auth/sessions', desktop)).value).toHaveLength(1);
    expect(await call(h, '/api/auth/logout', desktop)).toEqual({ status: 200, statusCode: 1 });
    expect((await call(h, '/api/settings/check_status', desktop)).message).toBe('sessionExpired');
  });

  it('ends a session a week after its last use, sliding with use, and 30 days after login at the latest', async () => {
    const player = await registerPlayer(h);
    const alive = (s: Session) => call(h, '/api/settings/check_status', s);
    const idle = await login(h, CASINO3, player.account_id, PASSWORD);
    h.clock.advance(SESSION_RULES.idleMs + 1000);
    expect((await alive(idle)).message).toBe('sessionExpired');

    const busy = await login(h, CASINO3, player.account_id, PASSWORD);
    for (let day = 6; day < 30; day += 6) {
      h.clock.advance(6 * DAY);
      expect((await alive(busy)).statusCode, `day ${day}`).toBe(1);
    }
    h.clock.advance(6 * DAY);
    expect((await alive(busy)).message).toBe('sessionExpired');
  });
}
