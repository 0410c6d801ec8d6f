// Lighthouse (mobile, its default throttling) in Debian's Chromium: scores out of 100, the page's LCP, TBT and
// CLS, and what cost points. One browser serves a whole run; each page gets a fresh tab.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/lib/felt.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Opens the browser; `audit(url)` measures one page, `close()` ends the run. */
export async function lighthouseRunner() {
  process.env.CHROME_PATH = CHROMIUM.path;
  const chrome = await launch({ chromePath: CHROMIUM.path, chromeFlags: ['--headless', ...CHROMIUM.args] });
  async function audit(url) {
    // The page-long screenshot only illustrates a report; it scores nothing and took about 1.2 s of each run.
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true };
    const { lhr } = await lighthouse(url, flags);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = {};
    const lost = {};
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      scores[id] = Math.round((category.score ?? 0) * 100);
      lost[id] = category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${lhr.audits[ref.id].title} (${Math.round(lhr.audits[ref.id].score * 100)})`);
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      lost,
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  }
  return { audit, close: () => chrome.kill() };
}
