import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PROVIDER_DEFAULT_SECRET } from '@felt/platform/src/env';
import { addDemoPlayers } from '@felt/platform/src/test/add-demo-players';
import { BACKENDS, createPostgresDatabase } from '@felt/platform/src/test/backends';
import { killHard, type PlatformProcess, startPlatformProcess } from '@felt/platform/src/test/platform-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitOptions } from './options';
import type { Outcome } from './outcome';
import type { Row } from './row';
import { ROWS } from './rows';
import { SESSION_READ_ROWS } from './rows/reads-session';
import { runKit } from './run';
import { fundRow } from './test/fund-row';
import { SIGNUP_NOT_ASKED } from './test/kit-against-fake';

// The reference platform must pass every row of the kit: in demo mode on a fresh PGlite directory, on an account
// the kit registers itself (--signup, its register code read from the demo outbox), and on a fresh PostgreSQL
// database (demo mode never runs there: the provider secret is given and the demo players added, as the bench
// does) when the machine has one.

const DEMO = { id: 'demo01', password: 'demo1234' };
const PACKAGE_DIR = join(import.meta.dirname, '..');

/** The kit's rows with a demo deposit to its new account before the wallet rows, which stake from it. */
const FUNDED_ROWS = ROWS.flatMap((row) => (row.id === 'wallet.launch' ? [fundRow, row] : [row]));

/** Runs the kit and expects every row to pass, but those `otherwise` names, which must end as it says. */
async function expectRows(
  url: string,
  options: Partial<KitOptions>,
  rows: readonly Row[] = ROWS,
  otherwise: Record<string, Outcome | object> = {},
) {
  const report = await runKit(
    {
      url,
      domain: 'casino3.localhost',
      providerSecret: DEMO_PROVIDER_DEFAULT_SECRET,
      provider: 'DEMO',
      game: 'lucky-sevens',
      ...options,
    },
    rows,
  );
  expect(report.rows.map((row) => [row.id, row.outcome])).toEqual(
    rows.map((row) => [row.id, otherwise[row.id] ?? expect.objectContaining({ result: 'pass' })]),
  );
  expect(report.cleanupProblems).toEqual([]);
}

describe('the kit against the reference platform', () => {
  let platform: PlatformProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'felt-conformance-'));
  beforeAll(async () => {
    // Blank DATABASE_URL and REDIS_URL: demo mode runs on its own PGlite whatever the caller's shell has set.
    platform = await startPlatformProcess({ FELT_DEMO: '1', FELT_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  });
  afterAll(async () => {
    if (platform) await killHard(platform);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes every row on an account it registers itself, and logs its sessions out', async () => {
    await expectRows(platform!.url, { signup: true }, FUNDED_ROWS);
  });

  it('prints the table and exits 0 from the command line, with the secrets from the environment', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--url', platform!.url, '--domain', 'slot2.localhost', '--account', DEMO.id],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          FELT_CONFORMANCE_PASSWORD: DEMO.password,
          FELT_CONFORMANCE_PROVIDER_SECRET: DEMO_PROVIDER_DEFAULT_SECRET,
        },
      },
    );
    expect(stdout).toMatch(/^wallet\.repeat-bet +pass +balance \d+ -> \d+ \(twice\) -> \d+ after rollback$/m);
    expect(stdout).toMatch(/^read\.product\.games +pass +value \d+$/m);
    expect(stdout).toMatch(
      /^ {2}signup\.challenge, .*signup\.challenge-reuse: no --signup given \(it leaves an account behind\)$/m,
    );
    expect(stdout).toContain(`${ROWS.length - 4} pass, 0 fail, 4 n/a`);
  });
});

describe.skipIf(!BACKENDS.some((backend) => backend.name === 'postgres'))(
  'the kit against the reference platform on PostgreSQL',
  () => {
    let platform: PlatformProcess | undefined;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    beforeAll(async () => {
      database = await createPostgresDatabase();
      platform = await startPlatformProcess({
        DATABASE_URL: database.url,
        FELT_DEMO: '',
        REDIS_URL: '',
        DEMO_PROVIDER_SECRET: DEMO_PROVIDER_DEFAULT_SECRET,
      });
      await addDemoPlayers(database.url);
    });
    afterAll(async () => {
      if (platform) await killHard(platform);
      await database?.drop();
    });

    it('passes every row on the given account, and logs its own session out', async () => {
      await expectRows(platform!.url, { account: DEMO }, ROWS, SIGNUP_NOT_ASKED);
    });

    it('with --signup, says it cannot read the register code outside demo mode', async () => {
      const needsAccount = { result: 'n/a', reason: 'needs signup.register, which did not pass' };
      const withoutAccount = ROWS.filter(
        (row) =>
          SESSION_READ_ROWS.includes(row) || /^(session\.(login|get-balance|logout)|write\.|wallet\.)/.test(row.id),
      );
      await expectRows(platform!.url, { signup: true }, ROWS, {
        'signup.register': {
          result: 'n/a',
          reason: expect.stringMatching(
            /the back end sends a code the kit cannot read \(no \/api\/dev\/outbox\); give --account$/,
          ),
        },
        ...Object.fromEntries(withoutAccount.map((row) => [row.id, needsAccount])),
      });
    });
  },
);
