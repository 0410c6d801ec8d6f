import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test/cli';

const tenant = (...args: string[]) => runCli('tenant', args, { INIT_CWD: tmpdir() });

describe.concurrent('npm run tenant -- validate', () => {
  it('accepts a good file, resolved from the directory the command was typed in', async () => {
    const result = await tenant('validate', join(import.meta.dirname, '../../seed/tenants/casino3.localhost.json'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('a valid tenant file for casino3.localhost');
  });

  it('prints one line per problem and exits 1', async () => {
    const name = `felt-bad-tenant-${process.pid}.json`;
    writeFileSync(join(tmpdir(), name), JSON.stringify({ domain_name: 'x.localhost' }));
    const result = await tenant('validate', name);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(`${join(tmpdir(), name)} is not a valid tenant file:`);
    expect(lines).toContain('  external_id: is missing (expected string)');
    expect(lines).toContain('  cms: is missing (expected object)');
  });

  it('explains its usage', async () => {
    const result = await tenant('frobnicate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run tenant -- list | validate FILE | import FILE | export DOMAIN');
  });
});
