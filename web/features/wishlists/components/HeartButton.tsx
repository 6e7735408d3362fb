import type { FocusEventHandler, Ref } from 'react';
import { useT } from '../../../i18n/useT.ts';

/**
 * The heart's button as it looks: the same markup whether its code has loaded yet or not
 * (DeferredBookmarkHeart.tsx), so a card's heart keeps its place and look meanwhile.
 */
export function HeartButton({
  name,
  pressed,
  disabled = false,
  onClick,
  onFocus,
  onBlur,
  ref,
}: {
  /** The accommodation's name, which the button's label says. */
  name: string;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <button
      ref={ref}
      type="button"
      className="bookmark-heart"
      aria-pressed={pressed}
      aria-label={t('heart.label', { name })}
      disabled={disabled}
      onClick={onClick}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
      </svg>
    </button>
  );
}
