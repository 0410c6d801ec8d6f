// Every measured page of every template: Lighthouse mobile (scores, LCP, TBT, CLS) and the served HTML weight,
// printed as one table per run with the worst and the median of each figure against its target.
import { lighthouseRunner } from './lighthouse.mjs';
import { htmlWeight, PAGES } from './templates.mjs';

const PROBE = '/static-probe';

const TARGETS = {
  performanceMedian: 98,
  performanceWorst: 95,
  otherScores: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  homeHtmlKb: 40,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const yesNo = (ok) => (ok ? 'yes' : 'NO');

/** Measures `sites` × PAGES; returns the summary rows, the per-page table lines and notes. */
export async function pageMatrix({ base, port, sites, onProgress }) {
  const results = [];
  const lost = new Map();
  const runner = await lighthouseRunner();
  let floor = null;
  try {
    // The framework's own floor on this machine: a bare static page with its runtime and nothing else.
    onProgress('Lighthouse static probe…');
    floor = await runner.audit(`http://localhost:${port}${PROBE}`);
    for (const { theme, domain } of sites) {
      for (const pathname of PAGES) {
        onProgress(`Lighthouse ${theme} ${pathname}…`);
        // This request renders and caches the page (its HTML is weighed); Lighthouse then gets the cached page.
        const weight = await htmlWeight(base, domain, pathname);
        const audit = await runner.audit(`http://${domain}:${port}${pathname}`);
        results.push({ theme, pathname, ...weight, ...audit });
        for (const [category, items] of Object.entries(audit.lost)) {
          // Counted by audit, whatever its score on each page: "LCP (48)" and "LCP (92)" are one cause.
          for (const item of items) {
            const key = `${category}: ${item.replace(/ \(\d+\)$/, '')}`;
            lost.set(key, (lost.get(key) ?? 0) + 1);
          }
        }
      }
    }
  } finally {
    await runner.close();
  }
  const rows = [floorRow(floor), ...summaryRows(results)];
  return { rows, lines: tableLines(results), notes: lostNotes(lost, results.length) };
}

/** Not a target: what Lighthouse gives a page that is only the framework, for reading the others against. */
function floorRow(floor) {
  const figures = `perf ${floor.scores.performance}, LCP ${(floor.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(floor.tbtMs)} ms`;
  return ['Lighthouse of the bare page (floor)', figures, '—', '—'];
}

function worstOf(results, key, higherIsWorse) {
  return results.reduce((worst, result) =>
    (higherIsWorse ? result[key] > worst[key] : result[key] < worst[key]) ? result : worst,
  );
}

function summaryRows(results) {
  const where = (result) => `${result.theme} ${result.pathname}`;
  const rows = [];
  const performance = results.map((result) => result.scores.performance);
  const lowest = worstOf(
    results.map((result) => ({ ...result, performance: result.scores.performance })),
    'performance',
    false,
  );
  rows.push([
    'Lighthouse performance median',
    String(median(performance)),
    `≥ ${TARGETS.performanceMedian}`,
    yesNo(median(performance) >= TARGETS.performanceMedian),
  ]);
  rows.push([
    'Lighthouse performance worst',
    `${lowest.performance} (${where(lowest)})`,
    `≥ ${TARGETS.performanceWorst}`,
    yesNo(lowest.performance >= TARGETS.performanceWorst),
  ]);
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const scored = results.map((result) => ({ ...result, score: result.scores[category] }));
    const low = worstOf(scored, 'score', false);
    rows.push([
      `Lighthouse ${category} worst`,
      `${low.score} (${where(low)})`,
      `= ${TARGETS.otherScores}`,
      yesNo(low.score >= TARGETS.otherScores),
    ]);
  }
  for (const [key, label, target, format] of [
    ['lcpMs', 'LCP', TARGETS.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`],
    ['tbtMs', 'TBT', TARGETS.tbtMs, (v) => `${Math.round(v)} ms`],
    ['cls', 'CLS', TARGETS.cls, (v) => v.toFixed(3)],
  ]) {
    const worst = worstOf(results, key, true);
    const middle = median(results.map((result) => result[key]));
    rows.push([
      `${label} worst (median ${format(middle)})`,
      `${format(worst[key])} (${where(worst)})`,
      `≤ ${format(target)}`,
      yesNo(worst[key] <= target),
    ]);
  }
  const homes = results.filter((result) => result.pathname === '/');
  const heaviest = worstOf(homes, 'rawKb', true);
  rows.push([
    `home HTML worst (median ${median(homes.map((home) => home.rawKb)).toFixed(1)} KB)`,
    `${heaviest.rawKb.toFixed(1)} KB raw, ${heaviest.gzipKb.toFixed(1)} KB gzip (${heaviest.theme})`,
    `≤ ${TARGETS.homeHtmlKb} KB`,
    yesNo(heaviest.rawKb <= TARGETS.homeHtmlKb),
  ]);
  return rows;
}

function tableLines(results) {
  const header = ['template', 'page', 'perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms', 'CLS', 'HTML KB', 'gzip KB'];
  const cells = results.map((r) => [
    r.theme,
    r.pathname,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    (r.lcpMs / 1000).toFixed(2),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    r.rawKb.toFixed(1),
    r.gzipKb.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const format = (line) => line.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [format(header), ...cells.map(format)];
}

/** What cost points, most frequent first, with how many of the measured pages it hit. */
function lostNotes(lost, pages) {
  return [...lost.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([item, count]) => `lost points on ${count}/${pages} pages: ${item}`);
}
