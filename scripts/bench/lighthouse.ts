// Lighthouse on a phone, as a guest on a slow network abroad would open the portal: the npm
// package's mobile defaults (simulated slow 4G, a mid-range phone's CPU) in Debian's Chromium.
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';

/** DESIGN §8: what every guest page must reach (the median of the runs). */
export const LIGHTHOUSE_BUDGET = { score: 0.98, lcpMs: 1000, tbtMs: 50, cls: 0 };

export function lighthouseBudgetText() {
  const { score, lcpMs, tbtMs, cls } = LIGHTHOUSE_BUDGET;
  return `score >= ${score}, LCP <= ${(lcpMs / 1000).toFixed(1)} s, TBT <= ${tbtMs} ms, CLS ${cls}`;
}

/** One Lighthouse run of a page in a fresh Chromium: its report. */
async function lighthouseRun(url: string) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no report of ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * How many runs a page gets; the figures are those of the median run. Five, as Lighthouse's guide
 * on variability advises: of three, the run picked was as often the one with the highest TBT as
 * the lowest (one page's three are in DECISION.md).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The middle value (of an even count, the mean of the two middle ones). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Performance score, FCP, LCP, TBT and CLS of one page over several runs, each figure the median of
 * its own values, as Lighthouse CI's `aggregationMethod: "median"` asserts them: one run on a shared
 * 2-core machine swings by hundreds of milliseconds. The run Lighthouse itself calls the median
 * (`computeMedianRun`, nearest the median FCP and TTI) was read before; its TBT was as often the
 * highest of five as the lowest, because TTI does not follow TBT. The TBT of every run is printed
 * beside. A page no run could finish says why.
 */
export async function lighthouseMedian(url: string, runs = LIGHTHOUSE_RUNS) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) reports.push(await lighthouseRun(url));
  const valid = filterToValidRuns(reports).filter((lhr) => lhr.categories.performance.score !== null);
  if (valid.length === 0) return { failed: reports[0]?.runtimeError?.code ?? 'no score' };
  const medianOf = (id: string) => median(valid.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const tbts = valid.map((run) => run.audits['total-blocking-time']?.numericValue ?? NaN);
  return {
    // What this Chromium painted, unthrottled, in Lighthouse's median run: the trace it simulates from.
    observedLcpMs:
      computeMedianRun(valid).audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
    tbtsMs: tbts.sort((a, b) => a - b),
    score: median(valid.map((lhr) => lhr.categories.performance.score)),
    fcpMs: medianOf('first-contentful-paint'),
    lcpMs: medianOf('largest-contentful-paint'),
    tbtMs: medianOf('total-blocking-time'),
    cls: medianOf('cumulative-layout-shift'),
    runs: valid.length,
  };
}

/** One line a page, with the budget it misses. */
export function lighthouseLine(name: string, result: Awaited<ReturnType<typeof lighthouseMedian>>) {
  if ('failed' in result) return `${name.padEnd(32)}  Lighthouse could not finish the run: ${result.failed}`;
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
    `${result.observedLcpMs.toFixed(0)} ms`.padStart(13),
    `  ${result.tbtsMs.map((ms) => ms.toFixed(0)).join(' ')} ms`,
  ];
  return `${cells.join('')}   ${misses.length ? `over budget: ${misses.join(', ')}` : 'within budget'}`;
}
