import { describe, expect, it } from 'vitest';
import { accommodationPageUrl } from './accommodationPage.ts';

const sites = [
  { siteCode: 'GP', accommodationUrl: 'https://www.holiday-homes.example/en/holiday-home/{code}' },
  { siteCode: 'RM', accommodationUrl: 'https://rental.holiday-homes.example/en/house/{code}?from=portal' },
];

describe('accommodationPageUrl', () => {
  it('fills the code into the site of the page’s site code', () => {
    expect(accommodationPageUrl({ siteCode: 'GP', sites }, 'IT3020.100.1')).toBe(
      'https://www.holiday-homes.example/en/holiday-home/IT3020.100.1',
    );
    expect(accommodationPageUrl({ siteCode: 'RM', sites }, 'DK1050.12.1')).toBe(
      'https://rental.holiday-homes.example/en/house/DK1050.12.1?from=portal',
    );
  });

  it('keeps a code to its path segment', () => {
    expect(accommodationPageUrl({ siteCode: 'GP', sites }, '../x?y#z')).toBe(
      'https://www.holiday-homes.example/en/holiday-home/..%2Fx%3Fy%23z',
    );
  });

  it('gives none without a site for the page’s site code', () => {
    expect(accommodationPageUrl({ siteCode: 'XY', sites }, 'IT3020.100.1')).toBeNull();
    expect(accommodationPageUrl({ sites }, 'IT3020.100.1')).toBeNull();
    expect(accommodationPageUrl({ siteCode: 'GP', sites: [] }, 'IT3020.100.1')).toBeNull();
  });

  it('gives none where the site’s address is no web address', () => {
    for (const accommodationUrl of ['javascript:alert(1)//{code}', '/holiday-home/{code}', 'not a url'])
      expect(
        accommodationPageUrl({ siteCode: 'GP', sites: [{ siteCode: 'GP', accommodationUrl }] }, 'A'),
      ).toBeNull();
  });
});
