import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, rel, resolveImport, SRC } from './testing/source-tree';

// The layers of src/, from the top: app/ (routes) → shell/ (the template's frame) → features/ → the shared
// ground (ui/, lib/, i18n/, tenant/, templates/). An import may only go down; a feature never reaches into the
// shell, and shared code never into a feature. Type-only imports are free: they vanish from the bundle.

const RANK: Record<string, number> = { app: 3, shell: 2, features: 1 };
// The entry points at the root (proxy.ts, instrumentation-client.ts) sit with the routes.
const rankOf = (top: string) => (/\.tsx?$/.test(top) ? RANK.app : (RANK[top] ?? 0)) as number;

const sourceFiles = (dir: string) => filesUnder(dir, (name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name));

const IMPORT = /^\s*(import|export)(\s+type)?\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

const graph = new Map<string, string[]>();
for (const file of sourceFiles(SRC)) {
  const deps: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (match[2]) continue;
    const target = resolveImport(file, match[3] ?? match[4] ?? '');
    if (target) deps.push(target);
  }
  graph.set(file, deps);
}
const top = (file: string) => rel(file).split(path.sep)[0] ?? '';

/** Groups of modules that import each other, directly or round a loop (Tarjan). */
function cycles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(dep) ?? 0));
      } else if (stack.includes(dep)) low.set(node, Math.min(low.get(node) ?? 0, index.get(dep) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) group.push(rel(member));
    } while (member && member !== node);
    if (group.length > 1) found.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the structure of src/', () => {
  it('has no import cycle', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles()).toEqual([]);
  });

  it('imports only downwards: app → shell → features → shared code', () => {
    const upward = [...graph].flatMap(([file, deps]) =>
      deps.filter((dep) => rankOf(top(dep)) > rankOf(top(file))).map((dep) => `${rel(file)} → ${rel(dep)}`),
    );
    expect(upward).toEqual([]);
  });

  it('keeps the shared interface parts away from the API client', () => {
    const reaching = [...graph].flatMap(([file, deps]) =>
      top(file) === 'ui' ? deps.filter((dep) => rel(dep).startsWith(`lib${path.sep}api`)).map(rel) : [],
    );
    expect(reaching).toEqual([]);
  });
});
