// The scale test's install on loopback: a fresh PostgreSQL database, a Redis database of its own, two platform and
// two web servers, and Debian's HAProxy running deploy/haproxy.cfg with the test's ports. Any server can be killed
// (SIGKILL, as a crash) and started again on its port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { startPlatform, startWeb } from '../felt.mjs';
import { dbUrl, psql } from '../postgres.mjs';
import { ROOT, stopService } from '../processes.mjs';

export const PORTS = {
  web: 3600,
  webs: [3601, 3602],
  platform: 4600,
  platforms: [4601, 4602],
  webMetrics: [9611, 9612],
  platformMetrics: [9601, 9602],
};
export const OPERATOR_KEY = randomBytes(24).toString('hex');
export const PROVIDER_SECRET = randomBytes(24).toString('hex');
const CHALLENGE_SECRET = randomBytes(24).toString('hex');
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A Redis database of the test's own, emptied before and after. */
const REDIS_DB = 7;
export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => existsSync(file));

const redisUrl = () => Object.assign(new URL(REDIS), { pathname: `/${REDIS_DB}` }).toString();

async function balancerServes(url) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200) return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer 200 through the balancer within 30 s`);
}

/** deploy/haproxy.cfg with the test's ports and a stats socket of its own: the shipped file is what runs. */
function haproxyConfig(dir) {
  const [w1, w2] = PORTS.webs;
  const [p1, p2] = PORTS.platforms;
  const text = readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8')
    .replace('/run/haproxy-felt.sock', path.join(dir, 'haproxy.sock'))
    // A test run needs few connections, and may not raise its descriptor limit as far as the shipped maxconn asks.
    .replace(/maxconn \d+/, 'maxconn 2000')
    .replace('bind :80', `bind 127.0.0.1:${PORTS.web}`)
    .replace('127.0.0.1:3001', `127.0.0.1:${w1}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${w2}`)
    .replace('bind 127.0.0.1:4000', `bind 127.0.0.1:${PORTS.platform}`)
    .replace('127.0.0.1:4001', `127.0.0.1:${p1}`)
    .replace('127.0.0.1:4002', `127.0.0.1:${p2}`)
    // The per-request log line would drown the report; the balancer's own messages stay.
    .replace('    option httplog\n', '')
    .replace('    log global\n', '')
    .replace(/ {4}log-format .*\n/, '');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, text);
  return file;
}

export async function startCluster({ logDir }) {
  const database = `felt_scale_${randomBytes(4).toString('hex')}`;
  psql(`create database ${database}`);
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  const dir = mkdtempSync(path.join(tmpdir(), 'felt-scale-'));
  const log = (name) => path.join(logDir, `${name}.log`);
  const shared = { REDIS_URL: redisUrl(), FELT_OPERATOR_KEY: OPERATOR_KEY };
  const platformEnv = (i) => ({
    ...shared,
    DEMO_PROVIDER_SECRET: PROVIDER_SECRET,
    FELT_CHALLENGE_SECRET: CHALLENGE_SECRET,
    // Every journey signs up from 127.0.0.1: the per-address limits would stop the test, not a player.
    FELT_SIGNUPS_PER_HOUR: '100000',
    FELT_CODES_PER_ADDRESS_HOUR: '1000000',
    FELT_CODES_PER_TENANT_HOUR: '1000000',
    FELT_CODES_PER_HOUR: '10000000',
    FELT_CHALLENGE_MAX_NUMBER: '2000',
    PLATFORM_WORKERS: '1',
    PLATFORM_METRICS_PORT: String(PORTS.platformMetrics[i]),
  });
  const webEnv = (i) => ({ ...shared, FELT_TRUSTED_PROXY_HOPS: '1', WEB_METRICS_PORT: String(PORTS.webMetrics[i]) });
  const servers = {};
  const start = {
    platform: async (i) => {
      servers[`platform${i + 1}`] = await startPlatform({
        port: PORTS.platforms[i],
        dataDir: dir,
        demo: '0',
        databaseUrl: dbUrl(database),
        log: log(`platform${i + 1}-${Date.now()}`),
        env: platformEnv(i),
      });
    },
    web: async (i) => {
      servers[`web${i + 1}`] = await startWeb({
        port: PORTS.webs[i],
        platformUrl: `http://127.0.0.1:${PORTS.platform}`,
        demo: '0',
        log: log(`web${i + 1}-${Date.now()}`),
        env: webEnv(i),
      });
    },
  };

  const balancerLog = openSync(log('haproxy'), 'w');
  const haproxy = spawn(HAPROXY, ['-db', '-f', haproxyConfig(dir)], { stdio: ['ignore', balancerLog, balancerLog] });
  const stop = async () => {
    await Promise.all(Object.values(servers).map((child) => stopService(child)));
    haproxy.kill('SIGTERM');
    await redis.flushdb().catch(() => {});
    redis.disconnect();
    psql(`drop database if exists ${database} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first platform migrates and seeds alone; the second finds it done.
    await start.platform(0);
    await start.platform(1);
    await Promise.all([start.web(0), start.web(1)]);
    // The balancer sends traffic once two health checks passed: wait for it to serve both tiers.
    await balancerServes(`http://127.0.0.1:${PORTS.web}/static-probe`);
    await balancerServes(`http://127.0.0.1:${PORTS.platform}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    database,
    servers,
    stop,
    /** SIGKILL to the server's whole process group: no shutdown, no goodbye, as a crash. */
    kill(name) {
      const child = servers[name];
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      return child.exited;
    },
    restart: (name) => start[name.replace(/\d$/, '')](Number(name.at(-1)) - 1),
  };
}
