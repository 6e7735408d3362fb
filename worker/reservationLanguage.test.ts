import { describe, expect, it, vi } from 'vitest';
import { reservationLanguage } from './reservationLanguage.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12';

describe("a reservation page's language", () => {
  it("is the reservation's, asked for with the guest's address", async () => {
    const webcc = vi.fn(async (_request: Request) => Response.json({ language: 'de', number: '1' }));
    expect(await reservationLanguage(`/reservations/${TOKEN}/pax`, webcc, '192.0.2.1')).toBe('de');
    const request = webcc.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe(`/webcc-api/v1/booking/reservations/${TOKEN}`);
    expect(request.headers.get('x-forwarded-for')).toBe('192.0.2.1');
  });

  it("of a pre-check-in is its booking's", async () => {
    const webcc = vi.fn(async (_request: Request) =>
      Response.json({ token: TOKEN, reservation: { language: 'de', number: '1' } }),
    );
    expect(await reservationLanguage(`/precheckins/${TOKEN}/arrival`, webcc, undefined)).toBe('de');
    expect(new URL(webcc.mock.calls[0]![0].url).pathname).toBe(`/webcc-api/v1/booking/precheckins/${TOKEN}`);
  });

  it('is left to the browser when the service refuses, fails or answers without a language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers = [
      () => Response.json({ error: 'not_found' }, { status: 404 }),
      () => new Response('down', { status: 503 }),
      () => Response.json({ number: '1' }),
    ];
    for (const answer of answers)
      expect(
        await reservationLanguage(`/reservations/${TOKEN}`, async () => answer(), undefined),
      ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN);
    warn.mockRestore();
  });

  it('is not asked for on other pages', async () => {
    const webcc = vi.fn(async () => Response.json({ language: 'de' }));
    expect(await reservationLanguage('/myaccount/bookings', webcc, undefined)).toBeUndefined();
    expect(webcc).not.toHaveBeenCalled();
  });
});
