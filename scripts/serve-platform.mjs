// Serves the platform on PLATFORM_PORT with the demo tenants and a fresh temporary data directory that is
// removed on exit. The e2e run starts it, so every run sees the same seeded data and leaves nothing behind.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from './lib/felt.mjs';
import { stopAll } from './lib/processes.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'felt-data-'));
let platform;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

try {
  const demo = process.env.FELT_DEMO === '1' ? '1' : '0';
  platform = await startPlatform({ port: Number(process.env.PLATFORM_PORT ?? 4000), dataDir, demo });
} catch (error) {
  console.error(`The platform did not start: ${error.message}`);
  await stop(1);
}
platform.exited.then(({ code }) => stop(code || 1));
