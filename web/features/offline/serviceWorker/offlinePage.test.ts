import { describe, expect, it } from 'vitest';
import { offlinePage } from './offlinePage.ts';
import type { SavedReservation } from '../saved/savedReservation.ts';

const TOKEN = 'Qm9va2luZ1Rva2VuT2ZUaGVHdWVzdA';
const saved: SavedReservation = {
  token: TOKEN,
  title: 'Chalet Alpenglühn',
  checkin: '2026-12-19',
  checkout: '2026-12-24',
  lang: 'de',
  overview: `/reservations/${TOKEN}?lang=de`,
  savedAt: '2026-11-29T08:00:00.000Z',
  buildId: 'build',
};

const pageOf = (lang: 'de' | 'en') =>
  offlinePage({ lang, saved: [saved], stylesheet: undefined, retry: '/myaccount' }).text();

describe('the offline page on a shared phone', () => {
  it('lists a saved stay by its house and dates, with no link that opens it', async () => {
    const html = await pageOf('de');
    expect(html).toContain('Chalet Alpenglühn');
    expect(html).toContain('19. Dezember 2026 – 24. Dezember 2026');
    expect(html).not.toContain(TOKEN);
    expect(html).not.toMatch(/href="\/reservations/);
  });

  it('tells the guest how to reach their saved stay, in their language', async () => {
    expect(await pageOf('en')).toContain(
      'To open a saved stay, use the link in your booking e-mail, your browser&#39;s history',
    );
    expect(await pageOf('de')).toContain('über den Link in Ihrer Buchungs-E-Mail');
  });
});
