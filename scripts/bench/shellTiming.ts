// When a guest sees the page's shell with a slow upstream: the first decoded bytes of the shell
// (not the first byte on the wire, which may be a compression header), measured over HTTP as a
// browser asks and in Chromium itself. Used by `npm run bench`.
import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';

const SHELL_MARK = '</header>';

/** Over HTTP with a browser's Accept-Encoding: first byte on the wire, first decoded shell, whole page. */
/** When a page's bytes came: ms from the request to the first byte, the decoded shell and the end. */
export interface ShellTiming {
  encoding: string;
  wire: number | undefined;
  shell: number | undefined;
  total: number;
}

export function decodedShell(url: string): Promise<ShellTiming> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const since = () => performance.now() - started;
    let wire: number | undefined;
    let shell: number | undefined;
    let text = '';
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      response.once('data', () => (wire = since()));
      const encoding = response.headers['content-encoding'];
      const body =
        encoding === 'gzip'
          ? response.pipe(createGunzip())
          : encoding === 'br'
            ? response.pipe(createBrotliDecompress())
            : response;
      body.on('data', (chunk: Buffer) => {
        if (shell !== undefined) return;
        text += chunk.toString('utf8');
        if (text.includes(SHELL_MARK)) shell = since();
      });
      body.on('end', () => resolve({ encoding: encoding ?? 'identity', wire, shell, total: since() }));
      body.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** In Chromium: when the header is in the document (with the skeleton, or already the data), and when the data is. */
export async function shellInBrowser(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('header').first().waitFor({ state: 'attached' });
    const shell = performance.now() - started;
    const skeletonWithShell = (await page.locator('.skeleton').count()) > 0;
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
    return { shell, skeletonWithShell, data: performance.now() - started };
  } finally {
    await browser.close();
  }
}
