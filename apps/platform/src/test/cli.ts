import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSX = join(import.meta.dirname, '../../../../node_modules/.bin/tsx');

export type CliResult = { code: number; stdout: string; stderr: string };

/** Runs one of the CLIs in src/cli as npm would, with extra environment. */
export async function runCli(name: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const cli = join(import.meta.dirname, `../cli/${name}.ts`);
    const { stdout, stderr } = await run(TSX, [cli, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
