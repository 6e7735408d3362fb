import type { Picture } from '../../../../shared/accommodation/schemas/accommodation.ts';
import { ProxiedPicture } from '../ProxiedPicture.tsx';

/** Every card draws its picture 320 CSS pixels wide; below the fold it loads lazily. */
const CARD_PICTURE_WIDTH = 320;

/** A card's picture, or a box of the same size where the accommodation has none. */
export function CardPicture({ picture, eager }: { picture: Picture | undefined; eager: boolean }) {
  if (!picture) return <div className="accommodation-picture placeholder" aria-hidden="true" />;
  return (
    <ProxiedPicture
      className="accommodation-picture"
      path={picture.path}
      slotWidth={CARD_PICTURE_WIDTH}
      alt={picture.alt}
      eager={eager}
    />
  );
}
