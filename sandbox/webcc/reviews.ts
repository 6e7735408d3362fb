import { reviewFormCall } from '../../shared/upstream/calls/reservation.ts';
import { reviewsCall } from '../../shared/upstream/calls/reviews.ts';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { D1Database } from '../kit/env.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { reviewFormSchema } from '../../shared/reservation/review.ts';
import { REVIEW_PAGE_SIZE } from '../../shared/reservation/reviewPage.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { badRequest, formFields, notFound } from '../kit/badRequest.ts';
import { findAccommodation, findByToken } from './reservationStore.ts';
import { isReviewable } from '../../shared/reservation/stay.ts';
import { sandboxStamp, sandboxToday } from '../kit/clock.ts';

const int = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/, 'a whole number')),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  );

const listQuery = z.object({
  page: z._default(int(1, 10_000), 1),
  pagesize: z._default(int(1, 50), REVIEW_PAGE_SIZE),
  locale: z.optional(z.enum(LANGUAGES)),
  bestReviews: z.optional(z.enum(['true', 'false'])),
  country: z.optional(z.string()),
  region: z.optional(z.string()),
  place: z.optional(z.string()),
  /** `key:value` pairs, comma-separated; `accommodation:CODE` narrows to one house, `reservation:NUMBER` to one booking's review. */
  filters: z.optional(z.string().check(z.regex(/^(\w+:[\w.-]+)(,\w+:[\w.-]+)*$/, 'key:value pairs'))),
});

interface ReviewRow {
  id: number;
  rating: number;
  title: string;
  text: string;
  author: string;
  created_at: string;
  locale: string;
}

/** webcc-api reviews: listed with filters and pages, written through the reviews form. */
export function reviewRoutes(db: () => D1Database) {
  const routes = new Hono();

  routes.get(reviewsCall.path, async (c) => {
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error.issues);
    const { page, pagesize, country, region, place, filters, bestReviews } = query.data;
    const conditions: string[] = [];
    const values: (string | number)[] = [];
    const where = (column: string, value: string | undefined) => {
      if (value === undefined) return;
      conditions.push(`${column} = ?`);
      values.push(value);
    };
    where('country', country);
    where('region', region);
    where('place', place);
    for (const pair of filters?.split(',') ?? []) {
      const [key, value] = pair.split(':');
      if (key === 'accommodation') where('accommodation_code', value);
      // The review a booking got (one at most): how its guest finds it again after publishing.
      else if (key === 'reservation') where('reservation_number', value);
      else return badRequest(c, [{ path: ['filters'], message: `unknown filter ${key}` }]);
    }
    const clause = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = bestReviews === 'true' ? 'rating DESC, created_at DESC' : 'created_at DESC';
    const [stats, list] = await db().batch([
      db()
        .prepare(`SELECT COUNT(*) AS hits, AVG(rating) AS rating FROM reviews ${clause}`)
        .bind(...values),
      db()
        .prepare(
          `SELECT id, rating, title, text, author, created_at, locale FROM reviews ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
        )
        .bind(...values, pagesize, (page - 1) * pagesize),
    ]);
    const summary = stats?.results[0] as { hits: number; rating: number | null } | undefined;
    return c.json({
      reviews: ((list?.results ?? []) as ReviewRow[]).map((r) => ({
        id: r.id,
        rating: r.rating,
        title: r.title,
        text: r.text,
        author: r.author,
        createdAt: r.created_at,
        locale: r.locale,
      })),
      rating:
        summary?.rating === null || summary?.rating === undefined
          ? null
          : Math.round(summary.rating * 10) / 10,
      _stats: { totalHits: summary?.hits ?? 0 },
    });
  });

  routes.post(reviewFormCall.path, async (c) => {
    const fields = await formFields(c);
    if (fields instanceof Response) return fields;
    const token = String(fields.token ?? '');
    if (!isWellFormedToken(token))
      return badRequest(c, [{ path: ['token'], message: 'not a reservation token' }]);
    const form = reviewFormSchema.safeParse({
      rating: Number(fields.rating),
      title: String(fields.title ?? ''),
      notes: String(fields.notes ?? ''),
      text: String(fields.text ?? ''),
      policy: fields.policy === 'true' || fields.policy === 'on',
    });
    if (!form.success) return badRequest(c, form.error.issues);
    const row = await findByToken(db(), token);
    if (!row) return notFound(c, 'reservation');
    if (!isReviewable(row, sandboxToday())) return c.json({ error: 'not_yet_reviewable' }, 422);
    const accommodation = await findAccommodation(db(), row.accommodation_code);
    const author =
      String(fields.author ?? '')
        .trim()
        .slice(0, 39) || row.email.split('@')[0]!.split('.')[0]!;
    // One review per stay, decided by the UNIQUE column in the same statement: parallel submits
    // cannot both pass a look-up made before either wrote.
    const inserted = await db()
      .prepare(
        `INSERT INTO reviews (accommodation_code, reservation_number, locale, rating, title, text, notes, author, country, region, place, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (reservation_number) DO NOTHING`,
      )
      .bind(
        row.accommodation_code,
        row.number,
        row.language,
        form.data.rating,
        form.data.title,
        form.data.text,
        form.data.notes,
        author.charAt(0).toUpperCase() + author.slice(1),
        accommodation?.country ?? '',
        accommodation?.region ?? '',
        accommodation?.place ?? '',
        sandboxStamp(),
      )
      .run();
    if (inserted.meta.changes !== 1) return c.json({ error: 'already_reviewed' }, 409);
    return c.json({ status: 'published' }, 201);
  });

  return routes;
}
