import { useForm } from '../../../ui/forms/useForm.ts';
import type { WishlistForm } from '../../../../shared/wishlists/schemas/wishlist.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';

const resolver = lazySchemaResolver<WishlistForm>(
  async () => (await import('../../../../shared/wishlists/schemas/wishlist.ts')).wishlistFormSchema,
);

/** A form for a wishlist's name, held to SPEC §5 by the shared rule. */
export function useWishlistNameForm(name = '') {
  return useForm<WishlistForm>({ resolver, defaultValues: { name } });
}
