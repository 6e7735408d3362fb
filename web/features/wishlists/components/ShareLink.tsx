import { useId } from 'react';
import { useSite } from '../../../app/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';

/** The link of a shared wishlist, to read or copy (issue 13: a copy button and a toast). */
export function ShareLink({ name, token }: { name: string; token: string }) {
  const t = useT();
  const { lang } = useSite();
  const id = useId();
  const url =
    typeof window === 'undefined'
      ? ''
      : new URL(withLanguage(`/myaccount/wishlists/${token}`, lang), window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('wishlists.copied'));
    } catch {
      // The clipboard may be refused: the link stays selected for copying by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="field share-link">
      <label htmlFor={id}>{t('wishlists.shareLink', { name })}</label>
      <div className="share-link-row">
        <input id={id} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button outline" onClick={() => void copy()}>
          {t('wishlists.copy')}
        </button>
      </div>
    </div>
  );
}
