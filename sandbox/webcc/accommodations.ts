import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { D1Database } from '../kit/env.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { inLanguage } from '../i18n/inLanguage.ts';
import { DEFAULT_CURRENCY } from '../../shared/reservation/currency.ts';
import { badRequest, notFound } from '../kit/badRequest.ts';
import { findAccommodation, serviceCatalogue, type AccommodationRow } from './reservationStore.ts';
import { stayTotal } from './pricing.ts';
import { addDays, isoDay } from '../kit/days.ts';
import { startOfSandboxDay } from '../kit/clock.ts';
import { pictureAltIn, pictureRoutes, picturesOf } from './pictures.ts';
import { regionIn } from './regionNames.ts';

const BASE = '/webcc-api/v1/accommodations';
/** The sandbox's exchange rates from EUR, for trips priced in another currency. */
const RATES: Record<string, number> = { EUR: 1, CHF: 0.94, GBP: 0.86, DKK: 7.46 };
const tripsQuery = z.object({
  currency: z._default(z.enum(Object.keys(RATES) as [string, ...string[]]), DEFAULT_CURRENCY),
});
const languageParam = z.enum(LANGUAGES);

function accommodationBody(row: AccommodationRow, lang: Language = 'en') {
  return {
    code: row.code,
    name: row.name,
    street: row.street,
    zip: row.zip,
    place: row.place,
    region: regionIn(row.region, lang),
    country: row.country,
    maxGuests: row.max_guests,
    image: row.image_url
      ? {
          url: row.image_url,
          width: row.image_width,
          height: row.image_height,
          alt: row.image_alt && pictureAltIn(row.image_alt, lang),
        }
      : null,
    pictures: picturesOf(row.code, lang),
  };
}

/** webcc-api accommodations: the house, the house with its services in a language, its next trips. */
export function accommodationRoutes(db: () => D1Database) {
  const routes = new Hono();
  routes.route('/', pictureRoutes());

  routes.get(`${BASE}/:code/trips`, async (c) => {
    const query = tripsQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const row = await findAccommodation(db(), c.req.param('code'));
    if (!row) return notFound(c, 'accommodation');
    const rate = RATES[query.data.currency] ?? 1;
    const today = startOfSandboxDay();
    const firstSaturday = addDays(today, ((6 - today.getUTCDay() + 7) % 7) + 7);
    const trips = Array.from({ length: 6 }, (_, week) => {
      const checkin = addDays(firstSaturday, week * 7);
      const price = stayTotal(
        {
          nightlyRate: row.nightly_rate,
          includedPersons: row.included_persons,
          extraPersonRate: row.extra_person_rate,
        },
        7,
        { adults: 2, children: 0, babies: 0 },
        [],
      );
      return {
        checkin: isoDay(checkin),
        checkout: isoDay(addDays(checkin, 7)),
        nights: 7,
        price: Math.round(price * rate),
        currency: query.data.currency,
      };
    });
    return c.json({ code: row.code, trips });
  });

  routes.get(`${BASE}/:code/:language`, async (c) => {
    const language = languageParam.safeParse(c.req.param('language'));
    if (!language.success)
      return badRequest(c, [{ path: ['language'], message: `one of ${LANGUAGES.join(', ')}` }]);
    const row = await findAccommodation(db(), c.req.param('code'));
    if (!row) return notFound(c, 'accommodation');
    const services = await serviceCatalogue(db(), row.code);
    return c.json({
      ...accommodationBody(row, language.data),
      language: language.data,
      services: services.map((s) => ({
        code: s.code,
        name: inLanguage({ en: s.name_en, de: s.name_de }, language.data),
        price: s.price,
        unit: s.unit,
      })),
    });
  });

  routes.get(`${BASE}/:code`, async (c) => {
    const row = await findAccommodation(db(), c.req.param('code'));
    return row ? c.json(accommodationBody(row)) : notFound(c, 'accommodation');
  });

  return routes;
}
