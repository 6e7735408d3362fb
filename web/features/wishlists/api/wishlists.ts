import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { Wishlist } from '../../../../shared/wishlists/schemas/wishlist.ts';
import { wishlistErrorCode, type WishlistErrorCode } from '../../../../shared/wishlists/wishlistErrors.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { lookUpToken } from '../../../platform/api/tokenLookup.ts';
import { upstream } from '../../../platform/api/upstream.ts';

const BASE = '/v2/wishlists';
const schema = lazySchemas(() => import('../../../../shared/wishlists/schemas/wishlist.ts'));
const noContent = schema('noContentSchema');

/**
 * The signed-in account's wishlists. The key names the account, so a sign-in (or another user)
 * loads them anew (SPEC §4: after sign-in the wishlists are reloaded).
 */
export function wishlistsQuery(api: ApiFetch, accountId: string) {
  return queryOptions({
    queryKey: ['wishlists', accountId],
    queryFn: async (): Promise<Wishlist[]> =>
      (await upstream(api)({ service: 'guestworld-api', path: BASE, answer: schema('wishlistsSchema') }))
        .wishlists,
  });
}

/** A wishlist shared by its link; an unknown or withdrawn link is an answer the visitor sees, not an error. */
export function sharedWishlistQuery(api: ApiFetch, token: string) {
  return queryOptions({
    queryKey: ['wishlist', 'shared', token],
    queryFn: () =>
      lookUpToken(() =>
        upstream(api)({
          service: 'guestworld-api',
          path: `${BASE}/shared/${encodeURIComponent(token)}`,
          answer: schema('sharedWishlistSchema'),
        }),
      ),
  });
}

/** The wishlist calls the pages make; each refusal carries the service's code (SPEC §8). */
export function wishlistCalls(api: ApiFetch) {
  const call = upstream(api);
  const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
  const property = (id: string, code: string) => `${one(id)}/properties/${encodeURIComponent(code)}`;
  return {
    create: (name: string) =>
      call({
        service: 'guestworld-api',
        method: 'POST',
        path: BASE,
        body: { name },
        answer: schema('wishlistSchema'),
      }),
    rename: (id: string, name: string) =>
      call({
        service: 'guestworld-api',
        method: 'PATCH',
        path: one(id),
        body: { name },
        answer: schema('wishlistSchema'),
      }),
    remove: (id: string) =>
      call({ service: 'guestworld-api', method: 'DELETE', path: one(id), answer: noContent }),
    addProperty: (id: string, code: string) =>
      call({
        service: 'guestworld-api',
        method: 'PUT',
        path: property(id, code),
        answer: schema('wishlistSchema'),
      }),
    removeProperty: (id: string, code: string) =>
      call({
        service: 'guestworld-api',
        method: 'DELETE',
        path: property(id, code),
        answer: schema('wishlistSchema'),
      }),
    share: (id: string) =>
      call({
        service: 'guestworld-api',
        method: 'POST',
        path: `${one(id)}/share`,
        answer: schema('wishlistShareSchema'),
      }),
    stopSharing: (id: string) =>
      call({ service: 'guestworld-api', method: 'DELETE', path: `${one(id)}/share`, answer: noContent }),
  };
}

/** The SPEC §8 wishlist error a failed call stands for. */
export function wishlistErrorOf(error: unknown): WishlistErrorCode {
  return wishlistErrorCode(error instanceof UpstreamError ? error.error : undefined);
}
