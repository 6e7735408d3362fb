import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element when `now` turns true, or at once if it is true when the
 * element first shows: new content, a field to type in, the button that opened a finished step.
 */
export function useFocusWhen<T extends HTMLElement>(now: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (now) element.current?.focus();
  }, [now]);
  return element;
}
