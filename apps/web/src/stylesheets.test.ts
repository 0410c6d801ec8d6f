import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, rel, resolveImport, SRC } from './testing/source-tree';

// A feature's stylesheet is loaded by the components that render its slots, not by every page (decision 0038).
// A rule can only match where all the slots (and data-card, data-table, data-variant values) it names are on the
// page, so it is enough that every component rendering one of them imports the stylesheet: the one named by the
// fewest components is checked, preferring names that no shared ui/ component renders.

const GLOBAL = new Set(
  [...readFileSync(path.join(SRC, 'shell/styles.css'), 'utf8').matchAll(/@import "([^"]+)"/g)].map((match) =>
    rel(path.resolve(SRC, 'shell', match[1] ?? '')),
  ),
);
const components = filesUnder(SRC, (name) => /\.tsx$/.test(name))
  .filter((file) => !/\.test\.tsx$/.test(file) && !rel(file).startsWith('app/gallery'))
  .map((file) => ({ file: rel(file), text: readFileSync(file, 'utf8') }));

/** Who renders each name: `slot:x`, `card`, `table:x`, `variant:x`. */
const renderers = new Map<string, Set<string>>();
const add = (name: string, file: string) => renderers.set(name, (renderers.get(name) ?? new Set()).add(file));
for (const { file, text } of components) {
  for (const [, slot] of text.matchAll(/data-slot="([^"]+)"/g)) add(`slot:${slot}`, file);
  for (const [, expression] of text.matchAll(/data-slot=\{([^}]*)\}/g))
    for (const [, slot] of (expression ?? '').matchAll(/'([a-z0-9-]+)'/g)) add(`slot:${slot}`, file);
  // A slot handed to a shared component (ChoiceGroup's `slot`, NavList's).
  for (const [, slot] of text.matchAll(/\bslot="([a-z0-9-]+)"/g)) add(`slot:${slot}`, file);
  if (text.includes('data-card=')) add('card', file);
  for (const [, table] of text.matchAll(/data-table="([^"]+)"/g)) add(`table:${table}`, file);
  for (const [, variant] of text.matchAll(/data-variant="([^"]+)"/g)) add(`variant:${variant}`, file);
}

function importsSheet(file: string, sheet: string): boolean {
  const text = components.find((component) => component.file === file)?.text ?? '';
  return [...text.matchAll(/^import '([^']+\.css)';$/gm)].some(([, spec = '']) => {
    const target = spec.startsWith('@/') ? spec.slice(2) : rel(path.resolve(SRC, path.dirname(file), spec));
    return target === sheet;
  });
}

/** A selector list split at its top-level commas. */
function splitTop(list: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** One selector per alternative of its :is() and :where() lists (each alternative can match alone). */
function alternatives(selector: string): string[] {
  for (const match of selector.matchAll(/:(?:is|where)\(/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < selector.length) {
      if (selector[end] === '(') depth++;
      if (selector[end] === ')') depth--;
      end++;
    }
    const options = splitTop(selector.slice(start, end - 1));
    if (options.length > 1)
      return options.flatMap((option) => alternatives(selector.slice(0, start) + option + selector.slice(end - 1)));
  }
  return [selector];
}

const sheets = filesUnder(SRC, (name) => /\.css$/.test(name))
  .map(rel)
  .filter((sheet) => /^(features|ui)\//.test(sheet) && !GLOBAL.has(sheet) && !sheet.startsWith('features/gallery'));

describe('feature stylesheets', () => {
  it('are found beside the features', () => {
    expect(sheets.length).toBeGreaterThan(10);
  });

  for (const sheet of sheets) {
    it(`${sheet} is imported by every component that renders what it styles`, () => {
      const css = readFileSync(path.join(SRC, sheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const shared = (name: string) =>
        !sheet.startsWith('ui/') && [...(renderers.get(name) ?? [])].some((file) => file.startsWith('ui/'));
      const missing = new Set<string>();
      for (const [, selectorList = ''] of css.matchAll(/([^{}@;]+)\{/g)) {
        for (const selector of splitTop(selectorList).flatMap(alternatives)) {
          let names = [...selector.matchAll(/data-slot="([^"]+)"/g)].map(([, slot]) => `slot:${slot}`);
          if (selector.includes('data-card=')) names = ['card'];
          for (const [, table] of selector.matchAll(/data-table="([^"]+)"/g)) names.push(`table:${table}`);
          for (const [, variant] of selector.matchAll(/data-variant="([^"]+)"/g)) names.push(`variant:${variant}`);
          const known = names.filter((name) => renderers.has(name));
          if (known.length === 0) continue;
          const preferred = known.filter((name) => !shared(name));
          const key = (preferred.length ? preferred : known).reduce((a, b) =>
            (renderers.get(b)?.size ?? 0) < (renderers.get(a)?.size ?? 0) ? b : a,
          );
          for (const file of renderers.get(key) ?? []) if (!importsSheet(file, sheet)) missing.add(`${file} (${key})`);
        }
      }
      expect([...missing]).toEqual([]);
    });
  }
});

// Which of two stylesheets wins a tie of specificity follows the order the page loads them in, and that follows
// the order a page's modules first import them. So a route's page (and each module loaded on demand) imports,
// before anything else, every feature stylesheet it renders, in the one cascade order below.
const CASCADE = [
  'features/home/home.css',
  'features/games/cards.css',
  'ui/form/forms.css',
  'features/account/account.css',
  'ui/progress-bar.css',
  'features/sportsbook/sportsbook.css',
  'features/games/games.css',
  'ui/choice-group.css',
  'features/play/play.css',
  'features/history/history.css',
  'ui/pagination.css',
  'features/money/money.css',
  'features/money-history/money-history.css',
  'features/protection/protection.css',
  'features/minigame/minigame.css',
  'features/inbox/inbox-vip.css',
  'features/content/content.css',
  'features/promotions/promotions.css',
  'features/missions/missions.css',
];

/** What an import names, relative to src/: a module (.ts, .tsx) or a stylesheet; null for anything else. */
function target(from: string, spec: string): string | null {
  const file = resolveImport(path.join(SRC, from), spec);
  return file && /\.(tsx?|css)$/.test(file) ? rel(file) : null;
}

const STATIC_IMPORT = /^(?:import|export)(?!\s+type\b)[^;'"]*?(?:from\s+)?'([^']+)';/gm;

/** The feature stylesheets a module loads with its static imports, and those it imports itself first. */
function stylesheetsOf(entry: string) {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec = ''] of readFileSync(path.join(SRC, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const next = target(file, spec);
      if (next?.endsWith('.css')) found.add(next);
      else if (next) stack.push(next);
    }
  }
  const text = readFileSync(path.join(SRC, entry), 'utf8').replace(/^'use client';\s*/, '');
  const leading = /^(?:\s*\/\/[^\n]*\n)*((?:import '[^']+\.css';\n)*)/.exec(text)?.[1] ?? '';
  const first = [...leading.matchAll(/'([^']+)'/g)].map(([, spec = '']) => target(entry, spec));
  return { needed: CASCADE.filter((sheet) => found.has(sheet)), first };
}

const onDemand = components.flatMap(({ file, text }) =>
  [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(([, spec = '']) => target(file, spec) ?? ''),
);
const entries = [
  ...filesUnder(path.join(SRC, 'app'), (name) => name === 'page.tsx').map(rel),
  ...new Set(onDemand.filter((file) => file.endsWith('.tsx'))),
];

describe('the cascade order of feature stylesheets', () => {
  it('lists every feature stylesheet', () => {
    expect([...CASCADE].sort()).toEqual([...sheets].sort());
  });

  for (const entry of entries) {
    it(`${entry} imports its stylesheets first, in cascade order`, () => {
      const { needed, first } = stylesheetsOf(entry);
      expect(first).toEqual(needed);
    });
  }
});
