import { useEffect, useRef } from 'react';

/** Moves focus to the returned element whenever `key` changes after the first render (wizard steps). */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const element = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    element.current?.focus();
  }, [key]);
  return element;
}
