// `npm run scale-test [-- --seconds 150 --players 8]`: two web and two platform servers on PostgreSQL and Redis
// behind HAProxy (deploy/haproxy.cfg), loopback only. Players run whole journeys (scripts/lib/scale/journey.mjs)
// for the given time; a third of the way in one web and one platform server are killed (SIGKILL) and started
// again; later an operator renames a site and tells the web servers, and both must show it within the
// revalidation time. Prints journeys, requests with p50/p99, errors by kind, per-instance figures from each
// server's metrics, the ledger check and whether every acknowledged wallet call is in the database.
// Exit 0 only when the run passes.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildWeb, hasWebBuild } from './lib/felt.mjs';
import { dbUrl } from './lib/postgres.mjs';
import { ROOT, stopAll } from './lib/processes.mjs';
import { createStats, operatorCall, percentile } from './lib/scale/client.mjs';
import { HAPROXY, OPERATOR_KEY, PORTS, PROVIDER_SECRET, startCluster } from './lib/scale/cluster.mjs';
import { journey } from './lib/scale/journey.mjs';
import { instanceFigures } from './lib/scale/metrics.mjs';
import { renameSite } from './lib/scale/tenant-change.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '150' }, players: { type: 'string', default: '8' } },
});
const SECONDS = Number(values.seconds);
const PLAYERS = Number(values.players);
const DOMAINS = ['slot2.localhost', 'casino5.localhost', 'casino3.localhost', 'sportsbook1.localhost'];
/** TENANT_REVALIDATE_SECONDS of the web app: the longest a tenant change may take to show. */
const REVALIDATE_SECONDS = 60;

if (!HAPROXY) {
  console.error('HAProxy is not installed: apt-get install -y haproxy');
  process.exit(2);
}
if (!hasWebBuild() && (await buildWeb()) !== 0) process.exit(1);

const logDir = path.join(ROOT, 'bench/out', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}`);
if (!existsSync(logDir)) mkdirSync(logDir, { recursive: true });
const stop = async () => {
  await stopAll();
  process.exit(130);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

console.info(`Starting 2 platform and 2 web servers on PostgreSQL and Redis behind HAProxy (logs: ${logDir})`);
const cluster = await startCluster({ logDir });
const pool = new pg.Pool({ connectionString: dbUrl(cluster.database), max: 4 });
const stats = createStats();
const platformBase = `http://127.0.0.1:${PORTS.platform}`;
const webBase = `http://127.0.0.1:${PORTS.web}`;
const acked = [];
const journeys = { completed: 0, failed: 0, failures: new Map() };
const events = [];
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
const deadline = started + SECONDS * 1000;

async function player(index) {
  for (let n = 0; Date.now() < deadline; n++) {
    const domain = DOMAINS[(index + n) % DOMAINS.length];
    try {
      await journey({
        stats,
        webBase,
        platformBase,
        operatorKey: OPERATOR_KEY,
        providerSecret: PROVIDER_SECRET,
        domain,
        pool,
        acked,
      });
      journeys.completed++;
    } catch (error) {
      journeys.failed++;
      const kind = `${error.kind ?? 'error'}: ${error.message}`.slice(0, 160);
      journeys.failures.set(kind, (journeys.failures.get(kind) ?? 0) + 1);
      // A player whose visit failed comes back a moment later, not in a tight loop.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** One web and one platform server die together and come back: the first platform holds the job leases. */
async function chaos() {
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
  events.push(`${elapsed()} s: SIGKILL web1 and platform1`);
  await Promise.all([cluster.kill('web1'), cluster.kill('platform1')]);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  events.push(`${elapsed()} s: starting web1 and platform1 again`);
  await Promise.all([cluster.restart('platform1'), cluster.restart('web1')]);
  events.push(`${elapsed()} s: web1 and platform1 answer again`);
}

let rename;
async function tenantChange() {
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000 * 2) / 3));
  events.push(`${elapsed()} s: the operator renames casino3.localhost and tells the web servers`);
  rename = await renameSite({
    stats,
    platformBase,
    webBase,
    webPorts: PORTS.webs,
    operatorKey: OPERATOR_KEY,
    domain: 'casino3.localhost',
    withinSeconds: REVALIDATE_SECONDS,
  });
}

let report;
try {
  await Promise.all([...Array.from({ length: PLAYERS }, (_, i) => player(i)), chaos(), tenantChange()]);
  const seconds = (Date.now() - started) / 1000;
  const ledger = await operatorCall(stats, platformBase, OPERATOR_KEY, '/api/operator/ledger/check', undefined).catch(
    () => null,
  );
  const { rows } = await pool.query(
    'select count(*)::int as n from wallet_transactions where transaction_id = any($1)',
    [acked],
  );
  const figures = await instanceFigures(PORTS);
  report = { seconds, ledger, present: rows[0].n, figures };
} finally {
  await pool.end();
  await cluster.stop();
}

const problems = report.ledger?.value?.problems;
const ledgerSound = Boolean(problems) && Object.values(problems).every((ids) => ids.length === 0);
const allAcked = report.present === acked.length;
const renameSeen = Boolean(rename?.seen.every((s) => s !== null && s <= REVALIDATE_SECONDS));
const pass = journeys.failed === 0 && journeys.completed > 0 && ledgerSound && allAcked && renameSeen;

console.info(`\nScale test: ${PLAYERS} players for ${report.seconds.toFixed(0)} s`);
for (const event of events) console.info(`  ${event}`);
console.info(`Journeys: ${journeys.completed} completed, ${journeys.failed} failed`);
for (const [kind, n] of journeys.failures) console.info(`  failed: ${kind} × ${n}`);
console.info(
  `Requests: ${stats.calls}, p50 ${percentile(stats.durations, 50).toFixed(1)} ms, p99 ${percentile(stats.durations, 99).toFixed(1)} ms`,
);
for (const [kind, n] of stats.errors) console.info(`  error: ${kind} × ${n}`);
for (const [label, n] of stats.retries) console.info(`  retried once: ${label} × ${n}`);
console.info('Per instance (from its metrics, since its last start):');
for (const line of report.figures) console.info(`  ${line}`);
console.info(`Ledger check: ${ledgerSound ? 'sound' : `problems ${JSON.stringify(problems ?? report.ledger)}`}`);
console.info(`Acknowledged wallet calls in the database: ${report.present} of ${acked.length}`);
console.info(
  `Tenant change seen on web1, web2 after: ${rename ? rename.seen.map((s) => (s === null ? 'never' : `${s.toFixed(1)} s`)).join(', ') : 'not made'} (limit ${REVALIDATE_SECONDS} s)`,
);
console.info(pass ? 'PASS' : 'FAIL');
process.exit(pass ? 0 : 1);
