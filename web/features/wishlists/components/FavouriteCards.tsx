import { AccommodationCard } from '../../accommodation/AccommodationCard.tsx';
import { DeferredBookmarkHeart } from '../DeferredBookmarkHeart.tsx';

/** The accommodations kept on this device, as cards (loaded once there are some). */
export default function FavouriteCards({ codes }: { codes: string[] }) {
  return (
    <ul className="card-grid">
      {codes.map((code) => (
        <li key={code}>
          <AccommodationCard code={code} Bookmark={DeferredBookmarkHeart} />
        </li>
      ))}
    </ul>
  );
}
