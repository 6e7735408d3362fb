// Lighthouse on a phone, as a guest on a slow network abroad would open the portal: the npm
// package's mobile defaults (simulated slow 4G, a mid-range phone's CPU) in Debian's Chromium.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-chromium.mjs';

/** DESIGN §8: what every guest page must reach. */
export const LIGHTHOUSE_BUDGET = { score: 0.95, lcpMs: 1500, tbtMs: 50, cls: 0 };

/** Performance score, FCP, LCP, TBT and CLS of one page. */
export async function lighthouseMobile(url) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // A run Lighthouse could not finish (a page that never painted in time) has no score: say why.
    if (lhr.categories.performance.score === null) return { failed: lhr.runtimeError?.code ?? 'no score' };
    return {
      score: lhr.categories.performance.score,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** A page's figures, asked twice if the first run could not finish. */
export async function lighthouseWithRetry(url) {
  const first = await lighthouseMobile(url);
  return first.failed ? lighthouseMobile(url) : first;
}

/** One line a page, with the budget it misses. */
export function lighthouseLine(name, result) {
  if (result.failed) return `${name.padEnd(32)}  Lighthouse could not finish the run: ${result.failed}`;
  const misses = [
    result.score < LIGHTHOUSE_BUDGET.score && 'score',
    result.lcpMs > LIGHTHOUSE_BUDGET.lcpMs && 'LCP',
    result.tbtMs > LIGHTHOUSE_BUDGET.tbtMs && 'TBT',
    result.cls > LIGHTHOUSE_BUDGET.cls && 'CLS',
  ].filter(Boolean);
  const cells = [
    name.padEnd(32),
    result.score.toFixed(2).padStart(6),
    `${(result.fcpMs / 1000).toFixed(2)} s`.padStart(9),
    `${(result.lcpMs / 1000).toFixed(2)} s`.padStart(9),
    `${result.tbtMs.toFixed(0)} ms`.padStart(8),
    result.cls.toFixed(3).padStart(7),
  ];
  return `${cells.join('')}   ${misses.length ? `over budget: ${misses.join(', ')}` : 'within budget'}`;
}
