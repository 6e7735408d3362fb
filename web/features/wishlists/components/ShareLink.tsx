import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { CopyableLink } from '../../../ui/CopyableLink.tsx';
import { withLanguage } from '../../../ui/withLanguage.ts';

/** The link of a shared wishlist, to read or copy (a copy button and a toast). */
export function ShareLink({ name, token }: { name: string; token: string }) {
  const t = useT();
  const { lang } = useSite();
  const url =
    typeof window === 'undefined'
      ? ''
      : new URL(withLanguage(pathTo('myaccount-wishlists-token', { token }), lang), window.location.origin)
          .href;
  return (
    <CopyableLink
      url={url}
      texts={{
        label: t('wishlists.shareLink', { name }),
        copy: t('wishlists.copy'),
        copied: t('wishlists.copied'),
      }}
    />
  );
}
