import { describe, expect, it } from 'vitest';
import { ratingQuery } from './reviews.ts';

describe('ratingQuery', () => {
  it('asks for a page of one review and keeps only the totals the card shows', async () => {
    const asked: string[] = [];
    const api = async (path: string) => {
      asked.push(path);
      return Response.json({
        reviews: [
          {
            id: 1,
            rating: 5,
            title: 'Perfect family week',
            text: 'Spotless house, a lovely garden and the lake a short walk away.',
            author: 'Claire',
            createdAt: '2026-11-13T00:00:00.000Z',
            locale: 'en',
          },
        ],
        rating: 4.3,
        _stats: { totalHits: 23 },
      });
    };
    const query = ratingQuery(api, 'IT3020.100.1');
    const queryFn = query.queryFn as () => Promise<unknown>;
    expect(await queryFn()).toEqual({ rating: 4.3, totalHits: 23 });
    expect(asked).toHaveLength(1);
    const params = new URL(asked[0]!, 'https://portal.test').searchParams;
    expect(params.get('filters')).toBe('accommodation:IT3020.100.1');
    expect(params.get('page')).toBe('1');
    expect(params.get('pagesize')).toBe('1');
    // Its own key beside the review pages' ['reviews', code, page], and under ['reviews'], which a
    // published review invalidates.
    expect(query.queryKey).toEqual(['reviews', 'IT3020.100.1', 'rating']);
  });
});
