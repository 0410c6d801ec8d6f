// The inline scripts a Next page is made of, told apart from anything else. Cached pages cannot carry a nonce,
// so the policy lists the hash of each inline script instead — but only of scripts that are provably the
// framework's: a data push whose payload parses as JSON. A script that slipped into the page any other way
// (an operator's CMS body, a player's name that escaped) gets no hash, and the browser refuses to run it.

import { createHash } from 'node:crypto';
import { isReactRuntimeScript } from './react-runtime.mjs';

const INIT = '(self.__next_f=self.__next_f||[]).push([0])';
/** The React Server Components payload, streamed as JSON arrays. */
const FLIGHT = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's chunk list for the page, a JSON object. */
const CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
/**
 * Next's one fixed script that moves icon links into the head (its create-server-inserted-metadata); a test
 * checks the installed Next still writes exactly this.
 */
export const ICON_SCRIPT =
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))';
/**
 * Our own fixed lines, run before the page's code: the announcements' served preview is shown by one (held equal
 * to src/features/home/announcement-preview.tsx by a test).
 */
export const OWN_SCRIPTS = [
  'try{sessionStorage.getItem("felt:announcements-seen")||(document.currentScript.previousElementSibling.hidden=!1)}catch(e){}',
];
/** Types that make a <script> data, not code (JSON-LD): the browser never runs them, so they need no hash. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function parsesAsJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when an inline script is the framework's or ours: a fixed line, a JSON data push, or React's streaming
 * runtime.
 */
export function isFrameworkScript(text) {
  if (text === INIT || text === ICON_SCRIPT || OWN_SCRIPTS.includes(text)) return true;
  const payload = FLIGHT.exec(text)?.[1] ?? CHUNKS.exec(text)?.[1];
  if (payload !== undefined) return parsesAsJson(payload);
  return isReactRuntimeScript(text);
}

/** The CSP source of a script's text: 'sha256-<base64>' of its UTF-8 bytes, as the browser computes it. */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Every inline, runnable script of an HTML page: `framework` the hash sources of the framework's own,
 * `unknown` the start of each other one (the tenant's configured ones are hashed from its settings instead).
 */
export function inlineScripts(html) {
  const framework = new Set();
  const unknown = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || text === '') continue;
    if (isFrameworkScript(text)) framework.add(hashSource(text));
    else unknown.push({ attributes: attributes.trim(), hash: hashSource(text), start: text.slice(0, 60) });
  }
  return { framework: [...framework], unknown };
}
