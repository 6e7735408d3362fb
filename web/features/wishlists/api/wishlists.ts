import {
  sharedWishlistCall,
  wishlistCall,
  wishlistPropertyCall,
  wishlistShareCall,
  wishlistsCall,
} from '../../../../shared/upstream/calls/wishlists.ts';
import { callTo } from '../../../../shared/upstream/callPath.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { Wishlist } from '../../../../shared/wishlists/schemas/wishlist.ts';
import { wishlistErrorCode, type WishlistErrorCode } from '../../../../shared/wishlists/wishlistErrors.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { lookUpToken } from '../../../platform/api/tokenLookup.ts';
import { upstream } from '../../../platform/api/upstream.ts';

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
      (await upstream(api)({ to: callTo(wishlistsCall, {}), answer: schema('wishlistsSchema') })).wishlists,
  });
}

/** A wishlist shared by its link; an unknown or withdrawn link is an answer the visitor sees, not an error. */
export function sharedWishlistQuery(api: ApiFetch, token: string) {
  return queryOptions({
    queryKey: ['wishlist', 'shared', token],
    queryFn: () =>
      lookUpToken(() =>
        upstream(api)({
          to: callTo(sharedWishlistCall, { token }),
          answer: schema('sharedWishlistSchema'),
        }),
      ),
  });
}

/** The wishlist calls the pages make; each refusal carries the service's code (SPEC §8). */
export function wishlistCalls(api: ApiFetch) {
  const call = upstream(api);
  const one = (wishlist: string) => callTo(wishlistCall, { wishlist });
  const property = (wishlist: string, accommodation: string) =>
    callTo(wishlistPropertyCall, { wishlist, accommodation });
  const share = (wishlist: string) => callTo(wishlistShareCall, { wishlist });
  return {
    create: (name: string) =>
      call({
        method: 'POST',
        to: callTo(wishlistsCall, {}),
        body: { name },
        answer: schema('wishlistSchema'),
      }),
    rename: (id: string, name: string) =>
      call({
        method: 'PATCH',
        to: one(id),
        body: { name },
        answer: schema('wishlistSchema'),
      }),
    remove: (id: string) => call({ method: 'DELETE', to: one(id), answer: noContent }),
    addProperty: (id: string, code: string) =>
      call({
        method: 'PUT',
        to: property(id, code),
        answer: schema('wishlistSchema'),
      }),
    removeProperty: (id: string, code: string) =>
      call({
        method: 'DELETE',
        to: property(id, code),
        answer: schema('wishlistSchema'),
      }),
    share: (id: string) =>
      call({
        method: 'POST',
        to: share(id),
        answer: schema('wishlistShareSchema'),
      }),
    stopSharing: (id: string) => call({ method: 'DELETE', to: share(id), answer: noContent }),
  };
}

/** The SPEC §8 wishlist error a failed call stands for. */
export function wishlistErrorOf(error: unknown): WishlistErrorCode {
  return wishlistErrorCode(error instanceof UpstreamError ? error.error : undefined);
}
