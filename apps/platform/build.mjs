// Compiles the platform and its command-line tools to plain JavaScript in dist/ (esbuild), so that `npm start`,
// the bench and the operator's tools run no TypeScript compiler at start. The contract package, which ships
// TypeScript source, is bundled in; every other package stays an import of node_modules. Entry files and their
// shared chunks sit side by side in dist/, one level below the package, which src/paths.ts relies on.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const HERE = import.meta.dirname;
const OUT = path.join(HERE, 'dist');
const ENTRIES = ['server', 'cli/tenant', 'cli/player', 'cli/ledger', 'cli/payments'];

/** Packages are imported at run time, except the workspace's own TypeScript ones. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@felt/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const { metafile } = await build({
  entryPoints: Object.fromEntries(
    ENTRIES.map((entry) => [path.basename(entry), path.join(HERE, 'src', `${entry}.ts`)]),
  ),
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  chunkNames: 'chunk-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
// Files of an earlier build go once the new ones are written, never before: a platform that is starting from
// dist/ meanwhile still finds every file it reads.
const written = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(file)));
for (const file of readdirSync(OUT)) {
  if (!written.has(path.join(OUT, file))) rmSync(path.join(OUT, file), { force: true });
}
if (!process.argv.includes('--quiet')) {
  console.info(`Platform compiled to dist/ in ${Math.round(performance.now() - started)} ms.`);
}
