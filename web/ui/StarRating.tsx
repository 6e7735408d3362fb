import { FieldShell } from './forms/FieldShell.tsx';

const STARS = [1, 2, 3, 4, 5];
const STAR_PATH = 'M12 2.5l2.9 6.2 6.8.8-5 4.6 1.3 6.7L12 17.5l-6 3.3 1.3-6.7-5-4.6 6.8-.8z';

interface StarRatingProps {
  /** The rating's form field (a number from 1 to 5; 0 for none yet). */
  field: {
    name: string;
    value: number;
    onChange: (rating: number) => void;
    onBlur: () => void;
    ref: (element: HTMLElement | null) => void;
  };
  /** The group's id; its message is `{id}-error`. */
  id: string;
  legend: string;
  /** Each star's name for screen readers: "3 stars". */
  starLabel: (rating: number) => string;
  error?: string;
}

/**
 * A star rating that is a radio group underneath: one Tab stop, the arrow keys move and choose,
 * each star is named, the group by its legend. The radios lie over their stars, transparent, so a
 * click or tap on a star chooses it; the stars up to the choice are filled.
 */
export function StarRating({ field, id, legend, starLabel, error }: StarRatingProps) {
  return (
    <FieldShell id={id} label={legend} error={error} layout={{ kind: 'group', className: 'star-rating' }}>
      {() => (
        <div className="star-rating-stars">
          {STARS.map((rating) => (
            <label key={rating} className={rating <= field.value ? 'star star-on' : 'star'}>
              <input
                ref={rating === 1 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={rating}
                checked={field.value === rating}
                onChange={() => field.onChange(rating)}
                onBlur={field.onBlur}
                aria-label={starLabel(rating)}
              />
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                <path d={STAR_PATH} />
              </svg>
            </label>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
