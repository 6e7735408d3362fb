import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ICAL from 'ical.js';
import { fetchWhole, fixtures } from '../entry/test/request.ts';
import { addDaysIso } from '../shared/reservation/stay.ts';

const ORIGIN = 'https://portal.test';

/** The stay's calendar file as a browser asks for it, from one client address. */
const download = (path: string, client = '203.0.113.61') =>
  fetchWhole(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': client }, redirect: 'manual' });

async function reservation(number: string) {
  return (await fixtures()).reservations.find((r) => r.number === number)!;
}

/** The one event of an iCalendar text, read by Mozilla's parser. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

beforeEach(async () => {
  await fetchWhole(`${ORIGIN}/__dev/reset`, { method: 'POST' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /reservations/:token/stay.ics (issue 30 point 6)', () => {
  it('is the stay as one all-day event with the check-in window, the address and where the arrival details are', async () => {
    const booking = await reservation('4815162356');
    const stay = (await (
      await fetchWhole(`${ORIGIN}/webcc-api/v1/booking/reservations/${booking.token}?lang=en`)
    ).json()) as { checkin: string; checkout: string };
    const response = await download(`/reservations/${booking.token}/stay.ics?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="stay-4815162356.ics"');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { calendar, event } = eventOf(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const start = event.getFirstProperty('dtstart')!;
    expect(start.type).toBe('date');
    expect(start.getFirstValue()!.toString()).toBe(stay.checkin);
    // DTEND is exclusive: the departure day is in the span.
    expect(event.getFirstPropertyValue('dtend')!.toString()).toBe(addDaysIso(stay.checkout, 1));
    expect(event.getFirstPropertyValue('summary')).toBe('Klitgården: your stay');
    expect(event.getFirstPropertyValue('location')).toBe('Klitgården, Klitvej 21, 6857 Blåvand, Denmark');
    expect(event.getFirstPropertyValue('geo')).toEqual([55.5589, 8.0867]);
    expect(event.getFirstPropertyValue('description')).toBe(
      'Check-in: 16:00–22:00\nCheck-out by: 10:00\nThe access code, the Wi-Fi and directions are on your arrival page. Open it from the link in your booking e-mail.',
    );
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('uid')).toBe('stay-4815162356@portal.test');
  });

  it('never carries the door code or the Wi-Fi password, even once they show', async () => {
    const booking = await reservation('4815162356');
    expect(booking.arrival).toMatchObject({ revealed: true });
    const text = await (await download(`/reservations/${booking.token}/stay.ics?lang=en`)).text();
    expect(text).not.toContain(booking.arrival!.code!);
    expect(text).not.toContain('klit-vej-21-blaavand');
  });

  it('carries no link that opens the booking: not its token, in any line, folded or not', async () => {
    // Calendars are synced and shared; the arrival page's link shows the code and the whole booking.
    const booking = await reservation('4815162356');
    const text = await (await download(`/reservations/${booking.token}/stay.ics?lang=en`)).text();
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).not.toContain(booking.token);
    expect(unfolded).not.toMatch(/\/reservations\//);
    expect(eventOf(text).event.getFirstPropertyValue('url')).toBeNull();
  });

  it('folds its lines at 75 octets, not characters (RFC 5545 §3.1)', async () => {
    const german = await reservation('4815162343');
    const text = await (await download(`/reservations/${german.token}/stay.ics`)).text();
    expect(text.replace(/\r\n /g, '')).toContain('Österreich');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("is written in the page's language, else the booking's", async () => {
    const german = await reservation('4815162343');
    const { event } = eventOf(await (await download(`/reservations/${german.token}/stay.ics`)).text());
    expect(event.getFirstPropertyValue('summary')).toBe('Chalet Alpenglühn: Ihr Aufenthalt');
    expect(event.getFirstPropertyValue('location')).toMatch(/, Österreich$/);
    expect(event.getFirstPropertyValue('description')).toMatch(
      /^Check-in: 16:00–20:00\nCheck-out bis: 10:00\n/,
    );
  });

  it('has the stay without a window where there is no arrival information, and marks a cancelled one', async () => {
    const request = await reservation('4815162348');
    const { event } = eventOf(
      await (await download(`/reservations/${request.token}/stay.ics?lang=en`)).text(),
    );
    expect(event.getFirstPropertyValue('description')).toMatch(
      /^The access code, the Wi-Fi and directions are on your arrival page\./,
    );
    expect(event.getFirstPropertyValue('geo')).toBeNull();
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    const cancelled = await reservation('4815162344');
    const file = await (await download(`/reservations/${cancelled.token}/stay.ics?lang=en`)).text();
    expect(eventOf(file).event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('answers an unknown token with 404, counted as a miss, and never logs a token', async () => {
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    expect((await download('/reservations/not-a-token/stay.ics', '203.0.113.62')).status).toBe(404);
    const unknown = 'Zz'.repeat(12);
    for (let miss = 0; miss < 10; miss += 1) {
      const response = await download(`/reservations/${unknown}/stay.ics`, '203.0.113.62');
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const refused = await download(`/reservations/${'Yy'.repeat(12)}/stay.ics`, '203.0.113.62');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Issue 34 point 6: only misses are refused; the client's own booking still downloads.
    const own = await download(
      `/reservations/${(await reservation('4815162356')).token}/stay.ics`,
      '203.0.113.62',
    );
    expect(own.status).toBe(200);
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
    expect(lines.filter((line) => line.includes(unknown))).toEqual([]);
  });
});
