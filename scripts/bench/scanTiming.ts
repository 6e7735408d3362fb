// How long a guest on a phone waits for the passport scan: from the photo chosen to the traveller's
// fields filled, on the travellers step in a phone-like Chromium (DevTools: 150 ms round trip,
// 1.6 Mbps down, 4x CPU), with a committed test picture. Used by `npm run bench` (BENCH_PARTS=scan).
//
// DevTools slows a page's threads only: Debian's Chromium answers Emulation.setCPUThrottlingRate on
// a worker's target with "Operation is only supported for pages, not workers", and the reader does
// its work in a worker. So the worker's own time is measured too (from its start to its end), and
// the figure held against the budget counts it four times: what a phone four times slower would take.
import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { phonePage } from './phoneTiming.ts';

export const SCAN_RUNS = 5;
/** The budget from the photo chosen to the fields filled, on the phone profile. */
export const SCAN_BUDGET_MS = 8000;
const { cpuSlowdownMultiplier } = throttling.mobileSlow4G;

async function openScan(page: Page, url: string) {
  await page.goto(url);
  const decline = page.getByRole('button', { name: 'Decline' });
  await decline.click();
  await decline.waitFor({ state: 'hidden' });
  await page
    .getByRole('group', { name: 'Traveller 1' })
    .getByRole('button', { name: 'Scan passport or ID card' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Scan passport or ID card' });
  // The reader loads as the dialog opens, while the guest reads how to take the photo.
  await dialog.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 });
  return dialog;
}

interface Scan {
  openMs: number;
  /** From the photo chosen to the fields filled, as measured: the page slowed, the worker not. */
  readMs: number;
  /** The reader's worker, from its start to its end. */
  workerMs: number;
}

/** One fresh phone: the dialog opened, then the time from the photo chosen to the fields filled. */
async function oneScan(url: string, picture: string): Promise<Scan> {
  const { browser, page } = await phonePage();
  try {
    let worker: { start: number; end?: number } | undefined;
    page.on('worker', (started) => {
      if (!started.url().includes('/document-reader-')) return;
      const run: { start: number; end?: number } = { start: Date.now() };
      worker = run;
      started.on('close', () => (run.end = Date.now()));
    });
    const opening = Date.now();
    const dialog = await openScan(page, url);
    const openMs = Date.now() - opening;
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Take or choose a photo' }).click();
    const file = await chooser;
    const chosen = Date.now();
    await file.setFiles(picture);
    await page.getByText(/fields? (was|were) filled in from your document/).waitFor({ timeout: 60_000 });
    const readMs = Date.now() - chosen;
    while (worker && worker.end === undefined) await page.waitForTimeout(20);
    if (!worker?.end) throw new Error('the scan started no reader worker');
    return { openMs, readMs, workerMs: worker.end - worker.start };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The medians of `SCAN_RUNS` fresh phones: the scan dialog ready, a photo read into the fields as
 * measured, the worker's share, and the phone's figure (the worker's time counted at 4x too).
 */
export async function scanTiming(url: string, picture: string) {
  const scans: Scan[] = [];
  for (let i = 0; i < SCAN_RUNS; i += 1) scans.push(await oneScan(url, picture));
  const phone = scans.map((scan) => scan.readMs + (cpuSlowdownMultiplier - 1) * scan.workerMs);
  return {
    openMs: median(scans.map((scan) => scan.openMs)),
    readMs: median(scans.map((scan) => scan.readMs)),
    workerMs: median(scans.map((scan) => scan.workerMs)),
    phoneMs: median(phone),
    slowestPhoneMs: Math.max(...phone),
  };
}
