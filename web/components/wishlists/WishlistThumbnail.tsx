import { useQuery } from '@tanstack/react-query';
import { accommodationQuery } from '../../api/accommodations.ts';
import { useApi } from '../../app/useApi.ts';
import { useSite } from '../../app/siteContext.tsx';
import { pictureSources } from '../../../shared/imageProxy.ts';

const THUMBNAIL_WIDTH = 120;

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
  const sources = pictureSources(picture.path, { width: 3, height: 2 }, THUMBNAIL_WIDTH);
  return (
    <img
      className="wishlist-thumbnail"
      src={sources.src}
      srcSet={sources.srcSet}
      width={sources.width}
      height={sources.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
