import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { addDays } from '../kit/days.ts';
import { ACCOMMODATIONS } from './demoAccommodations.ts';
import { SEED_REVIEWS } from './demoReviews.ts';

/** Earlier guests' reviews, written some days before `today`, nine days apart. */
export function reviewStatements(db: D1Database, today: Date): D1PreparedStatement[] {
  return SEED_REVIEWS.map((review, index) => {
    const accommodation = ACCOMMODATIONS.find((a) => a.code === review.accommodationCode)!;
    return db
      .prepare(
        `INSERT INTO reviews (accommodation_code, locale, rating, title, text, notes, author, country, region, place, created_at)
         VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?)`,
      )
      .bind(
        review.accommodationCode,
        review.locale,
        review.rating,
        review.title,
        review.text,
        review.author,
        accommodation.country,
        accommodation.region,
        accommodation.place,
        addDays(today, -10 - index * 9).toISOString(),
      );
  });
}
