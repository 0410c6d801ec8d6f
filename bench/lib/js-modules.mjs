// What a page's first-load script holds beyond the bare page's: the modules of its chunks that the bare page does
// not load, each gzipped on its own and named by what it exports (or its first strings), largest first. A reading
// aid for the first-load figure: it says which parts to load later, not what the figure is.
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** Module id → factory source of every module a chunk registers (the bundler's runtime chunk registers none). */
function chunkModules(source) {
  const context = { TURBOPACK: [], document: { currentScript: null }, self: {}, window: {}, URL };
  context.globalThis = context;
  try {
    vm.runInNewContext(source, context, { timeout: 2_000 });
  } catch {
    return [];
  }
  if (!Array.isArray(context.TURBOPACK)) return [];
  const modules = [];
  for (const push of context.TURBOPACK) {
    if (!Array.isArray(push)) continue;
    push.forEach((item, index) => {
      if (typeof item === 'function' && index > 0) modules.push([String(push[index - 1]), item.toString()]);
    });
  }
  return modules;
}

/** A module's name for people: the names it exports (the runtime's `.s(["Name",0,value, …])`), else its strings. */
function label(source) {
  const start = source.indexOf('.s([');
  // Names shortened by the minifier (a library's internals) say nothing: those modules are named by their strings.
  const names =
    start < 0 ? [] : [...source.slice(start).matchAll(/"([A-Za-z_$][\w$]{2,})",\d,/g)].map((match) => match[1]);
  if (names.length > 0) return names.slice(0, 3).join(', ');
  const strings = [...source.matchAll(/"([^"\\]{4,40})"/g)]
    .map((match) => match[1])
    .filter((text) => text !== 'use strict' && text !== '__esModule');
  return strings.slice(0, 3).join(' | ') || '(no strings)';
}

/** The largest modules of `page` that `bare` lacks: [{ id, gzipBytes, label }], and their count and total. */
export function modulesBeyond(page, bare, top = 12) {
  const bareIds = new Set(bare.scripts.flatMap(chunkModules).map(([id]) => id));
  const extra = page.scripts
    .flatMap(chunkModules)
    .filter(([id]) => !bareIds.has(id))
    .map(([id, source]) => ({ id, gzipBytes: gzipSync(source).length, label: label(source) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { count: extra.length, totalBytes: extra.reduce((sum, m) => sum + m.gzipBytes, 0), top: extra.slice(0, top) };
}
