import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastEdge, type ToastEdge } from './toastEdge.ts';

/** What a tap lands on stands for the control it meant: a button's words, a link's icon. */
const CONTROL = 'a, button, input, select, textarea, label, [tabindex]';

/**
 * The edge for the toaster (the returned ref): clear of the control the guest just used when a
 * toast comes, and of the focus while toasts show (web/ui/toastEdge.ts).
 */
export function useToastEdge(toasts: readonly unknown[]) {
  const toaster = useRef<HTMLDivElement>(null);
  const lastUsed = useRef<Element | null>(null);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const place = useCallback(() => {
    const element = toaster.current;
    if (!element || element.childElementCount === 0) return setEdge('bottom');
    const anchor = lastUsed.current?.isConnected ? lastUsed.current.getBoundingClientRect() : null;
    const shownAt = element.dataset.edge === 'top' ? 'top' : 'bottom';
    setEdge(toastEdge(element.getBoundingClientRect(), shownAt, window.innerHeight, anchor));
  }, []);

  useEffect(() => {
    const used = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      lastUsed.current = event.target.closest(CONTROL) ?? event.target;
      // Focus that moves under the toasts (a Tab, new content focused) moves them away.
      if (event.type === 'focusin') place();
    };
    document.addEventListener('pointerdown', used, true);
    document.addEventListener('focusin', used, true);
    return () => {
      document.removeEventListener('pointerdown', used, true);
      document.removeEventListener('focusin', used, true);
    };
  }, [place]);
  // Before the paint, so a toast never shows over the control for a frame.
  useLayoutEffect(place, [toasts, place]);

  return { toaster, edge };
}
