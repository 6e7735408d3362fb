import { pictureSources } from '../../../shared/imageProxy.ts';
import type { Picture } from '../../../shared/schemas/accommodation.ts';

/** Every card draws its picture 320 CSS pixels wide at 3:2; the proxy crops to it (fit cover). */
export const CARD_PICTURE = { width: 320, height: 213 };

/**
 * A card's picture through the image proxy, at densities 1 and 2. Its box is fixed by width,
 * height and the CSS aspect ratio, so nothing moves when it arrives; below the fold it loads lazily.
 */
export function CardPicture({ picture, eager }: { picture: Picture | undefined; eager: boolean }) {
  if (!picture) return <div className="accommodation-picture placeholder" aria-hidden="true" />;
  const sources = pictureSources(picture.path, { width: 3, height: 2 }, CARD_PICTURE.width);
  return (
    <img
      className="accommodation-picture"
      src={sources.src}
      srcSet={sources.srcSet}
      width={sources.width}
      height={sources.height}
      alt={picture.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
