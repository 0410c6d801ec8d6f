import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DIST = join(import.meta.dirname, '../../dist');

export type CliResult = { code: number; stdout: string; stderr: string };

/** Runs one of the CLIs as npm would (compiled, by the tests' global setup), with extra environment. */
export async function runCli(name: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const cli = join(DIST, `${name}.js`);
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
