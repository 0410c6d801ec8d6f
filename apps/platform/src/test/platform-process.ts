import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real platform (src/server.ts) as a child process, for tests that must kill it. Run as `node --import tsx`
// rather than through the tsx CLI, which would put a second process between the test and the server.

const PLATFORM_DIR = join(import.meta.dirname, '../..');

export type PlatformProcess = { url: string; child: ChildProcess; output: () => string };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the platform on a free port with `env` and waits until /healthz answers (or the process dies). */
export async function startPlatformProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<PlatformProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: PLATFORM_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PLATFORM_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`platform did not start (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output };
}

/** SIGKILL: no shutdown handler runs, as in a crash or an OOM kill. */
export async function killHard(platform: PlatformProcess): Promise<void> {
  if (platform.child.exitCode !== null || platform.child.signalCode !== null) return;
  const exited = new Promise((resolve) => platform.child.once('exit', resolve));
  platform.child.kill('SIGKILL');
  await exited;
}
