// Lighthouse (mobile, its default) of one page in Debian's Chromium; scores out of 100 and what cost points.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/lib/felt.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseScores(url) {
  process.env.CHROME_PATH = CHROMIUM.path;
  const chrome = await launch({ chromePath: CHROMIUM.path, chromeFlags: ['--headless', ...CHROMIUM.args] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
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
    return { scores, lost };
  } finally {
    await chrome.kill();
  }
}
