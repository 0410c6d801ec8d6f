// React's streaming runtime: when part of a page finishes after the first bytes went out, React sends small
// inline scripts that define its reveal functions ($RB, $RC, $RS, $RR, $RX, $RV) and call them with element
// ids. The definitions are fixed texts of the react-dom build Next ships; they are read from that file at start,
// so only those exact texts, followed by calls whose arguments are JSON strings, count as React's own.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
/** A definition of the runtime: `$RB=[];…`, `$RS=function…`, or the reveal timer. */
const DEFINITION = /^(?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT=)/;
const JSON_STRING = '"(?:[^"\\\\\\n]|\\\\.)*"';
/** `$RC("B:0","S:0")`, `$RX("B:1","digest","message")`: runtime calls with string (or null) arguments only. */
const CALLS = new RegExp(`^(?:\\$R[A-Z]{1,2}\\((?:${JSON_STRING}|null)(?:,(?:${JSON_STRING}|null))*\\);?)*$`);

/** The runtime's definition texts found in a react-dom server build, longest first. */
export function runtimeDefinitions(source) {
  const found = new Set();
  for (const [literal] of source.matchAll(LITERAL)) {
    if (!/^['"](?:\$R|requestAnimationFrame)/.test(literal)) continue;
    const text = vm.runInNewContext(literal);
    if (typeof text === 'string' && DEFINITION.test(text)) found.add(text);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

function shippedDefinitions() {
  const file = require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js');
  return runtimeDefinitions(readFileSync(file, 'utf8'));
}

let shipped;
/** Read once, on the first page that needs them. */
function definitionsOfThisBuild() {
  shipped ??= shippedDefinitions();
  return shipped;
}

/** True when a script is React's runtime: known definitions, then runtime calls, nothing else. */
export function isReactRuntimeScript(text, known = definitionsOfThisBuild()) {
  let rest = text;
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const definition of known) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        stripped = true;
        break;
      }
    }
  }
  return rest !== text || /^\$R[A-Z]{1,2}\(/.test(rest) ? CALLS.test(rest) : false;
}
