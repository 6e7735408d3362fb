import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { wishlistErrorText } from '../model/wishlistMessages.ts';

/** The end of a wishlist form: the service's refusal in words (SPEC §8), submit and perhaps cancel. */
export function WishlistFormEnd({
  error,
  pending,
  submit,
  onCancel,
}: {
  error: unknown;
  pending: boolean;
  submit: string;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {t(wishlistErrorText(error))}
        </p>
      ) : null}
      <div className="button-row">
        <LoadingButton type="submit" loading={pending}>
          {submit}
        </LoadingButton>
        {onCancel && (
          <button type="button" className="button outline" onClick={onCancel}>
            {t('wishlists.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
