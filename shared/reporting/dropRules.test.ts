import { describe, expect, it } from 'vitest';
import { isDroppedReport, reportFacts } from './dropRules.ts';

const raisedIn = (filename: string) => ({
  exception: {
    values: [
      {
        value: 'x is undefined',
        stacktrace: { frames: [{ filename: 'https://portal.test/assets/entry.js' }, { filename }] },
      },
    ],
  },
});

describe('what error reporting drops (SPEC §8)', () => {
  it.each([401, 403, 404, 422])('drops an error of status %i', (status) => {
    expect(isDroppedReport(reportFacts({}, { status }))).toBe(true);
    expect(isDroppedReport(reportFacts({}, { response: { status } }))).toBe(true);
  });

  it.each([400, 409, 429, 500, 502, 503, 504])('reports an error of status %i', (status) => {
    expect(isDroppedReport(reportFacts({}, { status }))).toBe(false);
  });

  it('drops the missing-cookie-domain browser error', () => {
    expect(isDroppedReport(reportFacts({ message: 'Cookie domain is missing' }, undefined))).toBe(true);
    expect(isDroppedReport(reportFacts({}, new Error('Missing cookie domain')))).toBe(true);
    expect(isDroppedReport(reportFacts({}, new Error('Cookie could not be parsed')))).toBe(false);
  });

  it.each([
    'https://www.googletagmanager.com/gtm.js?id=GTM-1',
    'https://www.google-analytics.com/analytics.js',
    'https://www.google.com/recaptcha/api.js',
    'https://www.bugherd.com/sidebarv2.js?apikey=k',
    'https://browser.sentry-cdn.com/bundle.min.js',
    'https://o1.ingest.sentry.io/api/1/envelope/',
    'chrome-extension://abcdefghijklmnop/content.js',
    'moz-extension://1234/inject.js',
    'safari-web-extension://1234/script.js',
    'chrome://new-tab-page/',
  ])('drops an error raised in %s', (filename) => {
    expect(isDroppedReport(reportFacts(raisedIn(filename), new Error('x')))).toBe(true);
  });

  it("reports an error raised in the portal's own code", () => {
    expect(
      isDroppedReport(
        reportFacts(raisedIn('https://portal.test/assets/reservation-AB12CD34.js'), new Error('x')),
      ),
    ).toBe(false);
  });
});
