import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The navigation state of a step reached by a save: the next step, or the last one saved again. */
export const AFTER_SAVE = { afterSave: true } as const;

const reachedBySave = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'afterSave' in state;

/**
 * After "Save and continue" the step's heading takes the focus, as a new step of the
 * sign-in modal does, instead of <body> (the button that had it is gone). The router has put the
 * page at its top; focusing scrolls only where the heading is still below the fold.
 */
export function useHeadingAfterSave() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, state } = useLocation();
  useEffect(() => {
    if (reachedBySave(state)) heading.current?.focus();
  }, [key, state]);
  return heading;
}
