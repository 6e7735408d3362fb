import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, webAppManifest, webAppManifestPath } from './webAppManifest.ts';

const TOKEN = 'YiFp_uAjr04_vjQ-Tq2Oogzk';
const texts = { name: 'Holiday Homes: my stay', shortName: 'My stay', description: 'Your reservation' };

describe('a reservation’s web app manifest (issue 30 point 5)', () => {
  it('starts at the reservation it was installed from, in its language', () => {
    const manifest = webAppManifest({ token: TOKEN, lang: 'de', texts, themeColor: undefined });
    expect(manifest.start_url).toBe(`/reservations/${TOKEN}?lang=de`);
    expect(manifest.id).toBe(`/reservations/${TOKEN}`);
    expect(manifest).toMatchObject({ lang: 'de', display: 'standalone', scope: '/', name: texts.name });
  });

  it('takes the partner’s theme colour, else the portal’s own', () => {
    expect(webAppManifest({ token: TOKEN, lang: 'en', texts, themeColor: '#8a2be2' }).theme_color).toBe(
      '#8a2be2',
    );
    expect(webAppManifest({ token: TOKEN, lang: 'en', texts, themeColor: undefined }).theme_color).toBe(
      DEFAULT_THEME_COLOR,
    );
    expect(readFileSync('web/styles/app.css', 'utf8')).toContain(`--thm: ${DEFAULT_THEME_COLOR};`);
  });

  it('names icons that are in the build, one of them maskable', () => {
    const { icons } = webAppManifest({ token: TOKEN, lang: 'en', texts, themeColor: undefined });
    for (const icon of icons) {
      const png = readFileSync(`web/public${icon.src}`);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('is linked per reservation and language', () => {
    expect(webAppManifestPath(TOKEN, 'en')).toBe(`/reservations/${TOKEN}/manifest.webmanifest?lang=en`);
  });
});
