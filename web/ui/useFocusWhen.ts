import { useEffect, useRef, type RefObject } from 'react';
import { revealInView } from './revealInView.ts';

/**
 * Moves focus to the returned element when `now` turns true, or at once if it is true when the
 * element first shows: new content, a field to type in, the button that opened a finished step.
 * Given `reveal`, the new content around the element, that content is brought into view whole.
 */
export function useFocusWhen<T extends HTMLElement>(now: boolean, reveal?: RefObject<HTMLElement | null>) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (!now) return;
    const content = reveal?.current;
    if (content) revealInView(content, element.current);
    else element.current?.focus();
  }, [now, reveal]);
  return element;
}
