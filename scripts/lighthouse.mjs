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

/** One line a page, with the budget it misses. */
export function lighthouseLine(name, result) {
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
