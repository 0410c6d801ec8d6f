// First-load JavaScript of a page: every script the HTML loads or preloads, gzipped one by one.
import { gzipSync } from 'node:zlib';
import { get } from './load.mjs';

const SCRIPT_URLS = [/<script\b[^>]*?\bsrc="([^"]+)"/g, /<link\b[^>]*?\bas="script"[^>]*?\bhref="([^"]+)"/g];

export async function firstLoadJs(pageUrl, host) {
  const page = await get(pageUrl, host);
  if (page.status !== 200) throw new Error(`${pageUrl} (Host ${host}) answered ${page.status}`);
  const html = page.body.toString('utf8');
  const sources = new Set(
    SCRIPT_URLS.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1].replaceAll('&amp;', '&'))),
  );
  let gzipBytes = 0;
  let rawBytes = 0;
  const scripts = [];
  for (const source of sources) {
    const script = await get(new URL(source, pageUrl), host);
    if (script.status !== 200) throw new Error(`${source} answered ${script.status}`);
    rawBytes += script.body.length;
    gzipBytes += gzipSync(script.body).length;
    scripts.push(script.body.toString('utf8'));
  }
  return {
    files: sources.size,
    scripts,
    gzipBytes,
    gzipKb: Math.round(gzipBytes / 1024),
    rawKb: Math.round(rawBytes / 1024),
  };
}
