import * as z from 'zod/mini';
import { NEW_WISHLIST } from '../wishlistErrors.ts';
import { text } from '../../precheckin/fieldSchemas.ts';

/** The service's limits: wishlists per account, accommodations per wishlist. */
export const WISHLIST_LIMIT = 10;
export const WISHLIST_PROPERTY_LIMIT = 50;

/** SPEC §5: a wishlist name is required, under 40 characters, without < > ' (the shared text rule). */
export const wishlistFormSchema = z.object({ name: text() });
export type WishlistForm = z.infer<typeof wishlistFormSchema>;

/** SPEC §3 Wishlist: name and properties (accommodation codes); the owner also sees its id and share token. */
export const wishlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  properties: z.array(z.string()),
  sharedToken: z.nullable(z.string()),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistsSchema = z.object({ wishlists: z.array(wishlistSchema) });

/** What anyone with the link sees: no id, no owner, no token. */
export const sharedWishlistSchema = z.object({ name: z.string(), properties: z.array(z.string()) });
export type SharedWishlist = z.infer<typeof sharedWishlistSchema>;

export const wishlistShareSchema = z.object({ token: z.string() });

/** A wishlist id as the service gives it; anything else is `invalidWishlist`. */
export const wishlistIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

export { WISHLIST_ERROR_CODES, wishlistErrorCode, type WishlistErrorCode } from '../wishlistErrors.ts';

/** The choice of a wishlist to save to: one of the account's (by id), or a new one by name. */
export const wishlistChoiceSchema = z
  .object({ choice: z.string().check(z.minLength(1, 'required')), name: z.string() })
  .check(
    z.superRefine((value, ctx) => {
      if (value.choice !== NEW_WISHLIST) return;
      const name = wishlistFormSchema.shape.name.safeParse(value.name);
      if (!name.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: name.error.issues[0]!.message,
          input: value.name,
        });
      }
    }),
  );
export type WishlistChoice = z.infer<typeof wishlistChoiceSchema>;

export { noContentSchema } from '../../site/schemas/noContent.ts';
