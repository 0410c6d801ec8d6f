// The demo site of every template (one per theme code, `<theme>.localhost`), the pages measured on each, and
// the weight of a page's served HTML.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../scripts/lib/processes.mjs';
import { get } from './load.mjs';

/** Home, a lobby, the login page and the promotions: what a player opens first. */
export const PAGES = ['/', '/slots', '/login', '/promotions'];

const SEEDS = path.join(ROOT, 'apps/platform/seed/tenants');

/** { theme, domain } of each template's demo site, in theme order; `only` (theme codes) picks a subset. */
export function templateSites(only = null) {
  const sites = [];
  for (const file of readdirSync(SEEDS).sort()) {
    const seed = JSON.parse(readFileSync(path.join(SEEDS, file), 'utf8'));
    if (seed.domain_name !== `${seed.site.theme_code}.localhost`) continue; // localhost and the maintenance site
    sites.push({ theme: seed.site.theme_code, domain: seed.domain_name });
  }
  sites.sort((a, b) => a.theme.localeCompare(b.theme, 'en', { numeric: true }));
  if (!only) return sites;
  const unknown = only.filter((theme) => !sites.some((site) => site.theme === theme));
  if (unknown.length > 0) throw new Error(`no demo site for ${unknown.join(', ')}`);
  return sites.filter((site) => only.includes(site.theme));
}

/** The served HTML of a page: raw KB and gzip KB (as a browser receives it compressed). */
export async function htmlWeight(base, host, pathname) {
  const page = await get(`${base}${pathname}`, host);
  if (page.status !== 200) throw new Error(`${host}${pathname} answered ${page.status}`);
  return { rawKb: page.body.length / 1024, gzipKb: gzipSync(page.body).length / 1024 };
}
