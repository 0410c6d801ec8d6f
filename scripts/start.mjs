// `npm start`: builds the web app, starts the platform with the demo tenants, then the production web server.
// Ctrl+C (or SIGTERM) stops both; when either server dies the other is stopped and this exits non-zero.
import path from 'node:path';
import { buildWeb, startFelt } from './lib/felt.mjs';
import { stopAll } from './lib/processes.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
const dataDir = path.resolve(process.env.FELT_DATA_DIR ?? '.data');

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));

async function main() {
  if ((await buildWeb()) !== 0) {
    console.error('\nThe web app did not build (see above); nothing was started.');
    return shutdown(1);
  }
  let servers;
  try {
    // The demo is what `npm start` is for; FELT_DEMO=0 runs the same sites without it.
    const demo = ['0', 'false', 'off', 'no'].includes((process.env.FELT_DEMO ?? '1').toLowerCase()) ? '0' : '1';
    servers = await startFelt({ webPort, platformPort, dataDir, demo });
  } catch (error) {
    console.error(`\nFelt did not start: ${error.message}`);
    return shutdown(1);
  }
  for (const child of [servers.platform, servers.web]) {
    child.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`\nThe ${child.serviceName} server stopped (${signal ?? `exit code ${code}`}); stopping Felt.`);
      shutdown(code || 1);
    });
  }
  const web = (host, path = '') => `http://${host}:${webPort}${path}`;
  const lines = [
    [web('localhost'), 'the demo site (theme casino1)'],
    [web('casino3.localhost'), 'one demo site per theme code (casino3, slot2, sportsbook1, …)'],
    [web('casino3.localhost', '/cn'), 'the same site in Chinese'],
    [web('maint.localhost'), 'a site in a maintenance window'],
    [`http://127.0.0.1:${platformPort}/api/docs`, "the platform's API reference"],
  ];
  const width = Math.max(...lines.map(([url]) => url.length)) + 3;
  const list = lines.map(([url, what]) => `  ${url.padEnd(width)}${what}`).join('\n');
  const data = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir;
  console.info(`\nFelt is running.\n${list}\nData: ${data}. Press Ctrl+C to stop.\n`);
}

await main();
