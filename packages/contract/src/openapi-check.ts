import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

// Checks of an OpenAPI document, for tests only: they need this package's devDependencies.

type Api = NonNullable<Parameters<SwaggerParser.ApiCallback>[1]>;

const run = promisify(execFile);
// The repository's own compiler: its programmatic API is not published, so the binary is run.
const TSC = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

/** Resolves every $ref of the document and validates it against the OpenAPI schema; throws what is wrong. */
export async function validateOpenApi(doc: object): Promise<void> {
  // The parser dereferences in place, so it gets a copy.
  await SwaggerParser.validate(structuredClone(doc) as Api);
}

/**
 * Generates the typed client of the document as schema.ts, compiles it strictly with `usage` (a module that
 * imports './schema') and answers what the compiler reports: empty when both compile.
 */
export async function typedClientErrors(doc: object, usage: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'felt-openapi-'));
  try {
    await writeFile(join(dir, 'schema.ts'), astToString(await openapiTS(structuredClone(doc) as OpenAPI3)));
    await writeFile(join(dir, 'usage.ts'), usage);
    return await compile(dir, ['schema.ts', 'usage.ts']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function compile(cwd: string, files: string[]): Promise<string> {
  const options = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler'];
  try {
    await run(TSC, [...options, ...files], { cwd });
    return '';
  } catch (error) {
    // tsc exits non-zero when it reports errors; they are on stdout.
    const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
    return `${stdout ?? ''}${stderr ?? ''}`.trim() || message;
  }
}
