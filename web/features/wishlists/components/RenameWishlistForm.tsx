import { useEffect, useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { wishlistCalls } from '../api/wishlists.ts';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import { WISHLIST_TOAST } from '../model/wishlistMessages.ts';
import { useWishlistCache } from '../hooks/useOwnWishlists.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { WishlistFormEnd } from './WishlistFormEnd.tsx';
import { useWishlistNameForm } from '../hooks/useWishlistNameForm.ts';
import type { Wishlist, WishlistForm } from '../../../../shared/wishlists/schemas/wishlist.ts';

/** A wishlist's new name, in place of its title; errors show beside the field. */
export function RenameWishlistForm({
  wishlist,
  accountId,
  onDone,
}: {
  wishlist: Wishlist;
  accountId: string;
  onDone: () => void;
}) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const cache = useWishlistCache(accountId);
  const form = useWishlistNameForm(wishlist.name);
  const field = useFormField(form);
  // Opened for renaming: the name is what there is to change.
  useEffect(() => form.setFocus('name'), [form]);
  const rename = useMutation({
    mutationFn: ({ name }: WishlistForm) => wishlistCalls(api).rename(wishlist.id, name),
    onSuccess: (renamed) => {
      cache.put(renamed);
      toast.success(t('wishlists.renamed', { name: renamed.name }), WISHLIST_TOAST);
      onDone();
    },
    onSettled: () => cache.reload(),
  });
  return (
    <form className="rename-form" onSubmit={form.handleSubmit((values) => rename.mutate(values))} noValidate>
      <TextField
        label={t('wishlists.rename.label', { name: wishlist.name })}
        autoComplete="off"
        {...field('name', { id: `${id}-name`, wording: 'wishlistName' })}
      />
      <WishlistFormEnd
        error={rename.error}
        pending={rename.isPending}
        submit={t('wishlists.rename.submit')}
        onCancel={onDone}
      />
    </form>
  );
}
