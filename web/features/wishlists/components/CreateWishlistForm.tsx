import { useId } from 'react';
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
import type { WishlistForm } from '../../../../shared/wishlists/schemas/wishlist.ts';

/** A new wishlist by name (SPEC §5); a refusal (the limit of 10) shows in place. */
export function CreateWishlistForm({
  accountId,
  onCreated,
}: {
  accountId: string;
  /** The new wishlist's id, as it joins the list. */
  onCreated: (id: string) => void;
}) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const cache = useWishlistCache(accountId);
  const form = useWishlistNameForm();
  const field = useFormField(form);
  const create = useMutation({
    mutationFn: ({ name }: WishlistForm) => wishlistCalls(api).create(name),
    onSuccess: (wishlist) => {
      cache.put(wishlist);
      onCreated(wishlist.id);
      form.reset();
      toast.success(t('wishlists.created', { name: wishlist.name }), WISHLIST_TOAST);
    },
    onSettled: () => cache.reload(),
  });
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('wishlists.create.heading')}</h2>
      <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate>
        <TextField
          label={t('wishlists.name')}
          autoComplete="off"
          {...field('name', { id: `${id}-name`, wording: 'wishlistName', onEdit: () => create.reset() })}
        />
        <WishlistFormEnd
          error={create.error}
          pending={create.isPending}
          submit={t('wishlists.create.submit')}
        />
      </form>
    </section>
  );
}
