import { arrivalCall } from '../shared/upstream/calls/arrival.ts';
import { reservationCall } from '../shared/upstream/calls/reservation.ts';
import { callTo } from '../shared/upstream/callPath.ts';
import type { Context } from 'hono';
import { generateIcsCalendar, type IcsEvent } from 'ts-ics';
import type { AppEnv } from './pipeline/appEnv.ts';
import type { CatalogFor } from '../shared/site/render.ts';
import { intlLocale, isLanguage, type Language } from '../shared/i18n/languages.ts';
import { compiledText } from '../shared/i18n/compiledText.ts';
import { isWellFormedToken } from '../shared/routes/paths.ts';
import { addDaysIso } from '../shared/reservation/stay.ts';
import { reservationStateGroup } from '../shared/reservation/reservationState.ts';
import { reservationSchema, type Reservation } from '../shared/reservation/schemas/reservation.ts';
import { arrivalAnswerSchema, type Arrival } from '../shared/reservation/arrivalSchema.ts';
import { retryAfterOf, statusOf } from '../shared/upstream/upstreamError.ts';
import { upstreamClient } from './upstreams.ts';
import { tooManyAttempts } from './rateLimit/rateLimitedUpstreams.ts';
import { foldIcsLines } from './foldIcsLines.ts';

/** The calendar's texts, from the arrival catalogue: plain texts, without placeholders. */
const CALENDAR_TEXTS = [
  'arrival.ics.stay',
  'arrival.ics.checkin',
  'arrival.ics.checkout',
  'arrival.ics.details',
] as const;
type CalendarTexts = Record<(typeof CALENDAR_TEXTS)[number], string>;

function calendarTexts(catalog: CatalogFor, lang: Language): CalendarTexts {
  const messages = catalog(lang, 'arrival') ?? {};
  return Object.fromEntries(
    CALENDAR_TEXTS.map((id) => {
      const text = compiledText(messages[id]);
      if (text === undefined) throw new Error(`calendar text ${id} is not plain text`);
      return [id, text];
    }),
  ) as CalendarTexts;
}

const EVENT_STATUS = { cancelled: 'CANCELLED', confirmed: 'CONFIRMED' } as const;

interface Stay {
  reservation: Reservation;
  /** Null where the provider has no arrival information for the booking. */
  arrival: Arrival | null;
  host: string;
  lang: Language;
  now: Date;
}

/**
 * The stay as an iCalendar file (RFC 5545) of one all-day event from the arrival day through the
 * departure day, with the check-in window, the address and where the arrival details are. Never the
 * code, the Wi-Fi or a link to the arrival page: a calendar is synced to other services and shared,
 * and the page's link is the key to the code, the Wi-Fi and the whole booking. The event sends the
 * guest to their own booking e-mail instead.
 */
export function stayCalendar({ reservation, arrival, host, lang, now }: Stay, texts: CalendarTexts): string {
  const { accommodation } = reservation;
  const country = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(accommodation.country);
  const window = arrival && [
    `${texts['arrival.ics.checkin']} ${arrival.checkinFrom}–${arrival.checkinUntil}`,
    `${texts['arrival.ics.checkout']} ${arrival.checkoutUntil}`,
  ];
  const event: IcsEvent = {
    uid: `stay-${reservation.number}@${host}`,
    stamp: { date: now },
    summary: `${accommodation.name}: ${texts['arrival.ics.stay']}`,
    start: { date: new Date(`${reservation.checkin}T00:00:00Z`), type: 'DATE' },
    // DTEND is exclusive: the day after departure, so the departure day is in the span.
    end: { date: new Date(`${addDaysIso(reservation.checkout, 1)}T00:00:00Z`), type: 'DATE' },
    location: `${accommodation.name}, ${accommodation.street}, ${accommodation.zip} ${accommodation.place}, ${country}`,
    ...(arrival && { geo: `${arrival.address.latitude};${arrival.address.longitude}` }),
    description: [...(window ?? []), texts['arrival.ics.details']].join('\n'),
    status:
      EVENT_STATUS[reservationStateGroup(reservation.state) as keyof typeof EVENT_STATUS] ?? 'TENTATIVE',
    timeTransparent: 'TRANSPARENT',
  };
  return foldIcsLines(
    generateIcsCalendar({
      version: '2.0',
      prodId: `-//${host}//Guest portal//${lang.toUpperCase()}`,
      events: [event],
    }),
  );
}

/**
 * `GET /reservations/:token/stay.ics`: the token is looked up as the reservation page looks it up,
 * through the edge's limits (an unknown one is a miss), and the answer is nobody else's to keep.
 */
export function stayCalendarRoute(catalog: CatalogFor) {
  return async (c: Context<AppEnv>) => {
    const noStore = { 'Cache-Control': 'no-store' };
    const token = c.req.param('token');
    if (!isWellFormedToken(token)) return c.text('Reservation not found', 404, noStore);
    const call = upstreamClient(c.get('upstreams')['webcc-api'], c.get('log'));
    const headers = { 'x-forwarded-for': c.get('client') };
    const asked = c.req.query('lang');
    try {
      const reservation = await call({
        to: callTo(reservationCall, { token }),
        headers,
        answer: reservationSchema,
      });
      const lang: Language = isLanguage(asked)
        ? asked
        : isLanguage(reservation.language)
          ? reservation.language
          : 'en';
      const arrival = await call({
        to: callTo(arrivalCall, { token }, { lang }),
        headers,
        answer: arrivalAnswerSchema,
      });
      const body = stayCalendar(
        {
          reservation,
          arrival,
          host: new URL(c.req.url).host,
          lang,
          now: new Date(),
        },
        calendarTexts(catalog, lang),
      );
      return c.body(body, 200, {
        ...noStore,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="stay-${reservation.number}.ics"`,
      });
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 400) return c.text('Reservation not found', 404, noStore);
      if (status === 429) return tooManyAttempts(retryAfterOf(error) ?? 60);
      throw error;
    }
  };
}
