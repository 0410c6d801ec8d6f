// Child processes for the repository scripts: run a command to completion, or keep a service running
// in its own process group so that stopping it also stops whatever it spawned (tsx, next's workers).
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** Services started by this process and still running, so a signal handler can stop them all. */
export const running = new Set();

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const withBinPath = (env, cwd) => ({
  ...env,
  PATH: [path.join(cwd, 'node_modules/.bin'), path.join(ROOT, 'node_modules/.bin'), env.PATH].join(path.delimiter),
});

/** Runs a command with inherited output; resolves to its exit code (1 when killed by a signal). */
export function run(command, args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: withBinPath(env, cwd), stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Starts a shell command as a long-running service in its own process group.
 * `log` is 'inherit', 'ignore' (the output is dropped), or a file path that receives stdout and stderr.
 */
export function startService(name, command, { cwd = ROOT, env = process.env, log = 'inherit' } = {}) {
  // Named values first: any other string is a file, and 'ignore' once made a file of that name.
  const out = log === 'inherit' || log === 'ignore' ? log : openSync(log, 'w');
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: withBinPath(env, cwd),
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.serviceName = name;
  running.add(child);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', () => resolve({ code: 1, signal: null }));
  });
  return child;
}

/** Stops a service's whole process group: SIGTERM first, SIGKILL for whatever is left after `graceMs`. */
export async function stopService(child, graceMs = 8000) {
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false; // no process of the group is left
    }
  };
  signalGroup('SIGTERM');
  const deadline = Date.now() + graceMs;
  // The shell may exit before the server it started has finished shutting down: wait for the group.
  while (signalGroup(0) && Date.now() < deadline) await sleep(100);
  signalGroup('SIGKILL');
  await child.exited;
  running.delete(child);
}

export const stopAll = () => Promise.all([...running].map((child) => stopService(child)));

/** Waits until `url` answers with any HTTP status; fails early when `child` exits first. */
export async function waitForHttp(url, { child, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.serviceName} exited before ${url} answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
