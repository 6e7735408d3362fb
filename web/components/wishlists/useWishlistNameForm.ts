import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { wishlistFormSchema, type WishlistForm } from '../../../shared/schemas/wishlist.ts';

/** A form for a wishlist's name, held to SPEC §5 by the shared rule. */
export function useWishlistNameForm(name = '') {
  return useForm<WishlistForm>({
    resolver: standardSchemaResolver(wishlistFormSchema),
    defaultValues: { name },
  });
}
