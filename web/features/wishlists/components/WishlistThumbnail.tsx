import { useQuery } from '@tanstack/react-query';
import { accommodationQuery } from '../../accommodation/accommodations.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { ProxiedPicture } from '../../accommodation/ProxiedPicture.tsx';

/** A wishlist's first picture, small; its box is fixed, so the list does not move when it loads. */
export function WishlistThumbnail({ code }: { code: string | undefined }) {
  const api = useApi();
  const { lang } = useSite();
  const accommodation = useQuery({
    ...accommodationQuery(api, code ?? '', lang),
    enabled: code !== undefined,
  });
  const picture = accommodation.data?.pictures[0];
  if (!picture) return <div className="wishlist-thumbnail placeholder" aria-hidden="true" />;
  return <ProxiedPicture className="wishlist-thumbnail" path={picture.path} slotWidth={120} alt="" />;
}
