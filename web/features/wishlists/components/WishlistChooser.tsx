import { useId } from 'react';
import { useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { wishlistCalls, wishlistErrorOf } from '../api/wishlists.ts';
import { useT } from '../../../i18n/useT.ts';
import { useLastWishlist } from '../stores/lastWishlist.ts';
import { TitledDialog } from '../../../ui/TitledDialog.tsx';
import { useWishlistCache } from '../hooks/useOwnWishlists.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { WishlistFormEnd } from './WishlistFormEnd.tsx';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import type { Wishlist, WishlistChoice } from '../../../../shared/wishlists/schemas/wishlist.ts';
import { NEW_WISHLIST } from '../../../../shared/wishlists/wishlistErrors.ts';

const resolver = lazySchemaResolver<WishlistChoice>(
  async () => (await import('../../../../shared/wishlists/schemas/wishlist.ts')).wishlistChoiceSchema,
);

interface WishlistChooserProps {
  title: string;
  /** The accommodations to save. */
  codes: readonly string[];
  accountId: string;
  wishlists: readonly Wishlist[];
  onSaved: (wishlist: Wishlist) => void;
  onClose: () => void;
}

/**
 * Which wishlist to save to, or a new one (the first time a heart is pressed signed in,
 * and for the bookmarks of this device after sign-in). The choice becomes the last-used wishlist.
 */
export function WishlistChooser({
  title,
  codes,
  accountId,
  wishlists,
  onSaved,
  onClose,
}: WishlistChooserProps) {
  const t = useT();
  const api = useApi();
  const cache = useWishlistCache(accountId);
  const id = useId();
  const last = useLastWishlist((state) => state.last);
  const preselected = wishlists.find((w) => w.id === last?.id) ?? wishlists[0];
  const form = useForm<WishlistChoice>({
    resolver,
    defaultValues: { choice: preselected?.id ?? NEW_WISHLIST, name: '' },
  });
  const field = useFormField(form);
  const choice = useWatch({ control: form.control, name: 'choice' });
  const save = useMutation({
    mutationFn: async ({ choice: chosen, name }: WishlistChoice) => {
      const calls = wishlistCalls(api);
      let wishlist =
        chosen === NEW_WISHLIST ? await calls.create(name) : wishlists.find((w) => w.id === chosen)!;
      for (const code of codes) {
        try {
          wishlist = await calls.addProperty(wishlist.id, code);
        } catch (error) {
          // Already there is where it was meant to go.
          if (wishlistErrorOf(error) !== 'alreadyOnWishlist') throw error;
        }
      }
      return wishlist;
    },
    onSuccess: (wishlist) => {
      cache.put(wishlist);
      useLastWishlist.getState().use(wishlist);
      onSaved(wishlist);
    },
    onSettled: () => cache.reload(),
  });

  return (
    <TitledDialog title={title} onClose={onClose}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <fieldset className="wishlist-choices">
          <legend>{t('wishlists.choose.existing')}</legend>
          {wishlists.map((wishlist) => (
            <label key={wishlist.id} className="choice">
              <input type="radio" value={wishlist.id} {...form.register('choice')} />
              {wishlist.name}{' '}
              <span className="hint">({t('wishlists.count', { count: wishlist.properties.length })})</span>
            </label>
          ))}
          <label className="choice">
            <input type="radio" value={NEW_WISHLIST} {...form.register('choice')} />
            {t('wishlists.choose.new')}
          </label>
        </fieldset>
        {choice === NEW_WISHLIST && (
          <TextField
            label={t('wishlists.name')}
            autoComplete="off"
            {...field('name', { id: `${id}-name`, wording: 'wishlistName' })}
          />
        )}
        <WishlistFormEnd
          error={save.error}
          pending={save.isPending}
          submit={t('wishlists.choose.submit')}
          onCancel={onClose}
        />
      </form>
    </TitledDialog>
  );
}
