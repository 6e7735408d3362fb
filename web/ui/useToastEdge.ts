import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastEdge, type ToastEdge } from './toastEdge.ts';

/** What a tap lands on stands for the control it meant: a button's words, a link's icon. */
const CONTROL = 'a, button, input, select, textarea, label, [tabindex]';

/** The event that names content the toasts keep clear of (below). */
const KEEP_CLEAR = 'toasts-keep-clear';

/**
 * Content the toasts keep clear of where the focus is only a part of it: a new wishlist whose
 * heading has the focus, its buttons below.
 */
export function keepToastsClearOf(content: Element) {
  document.dispatchEvent(new CustomEvent<Element>(KEEP_CLEAR, { detail: content }));
}

/**
 * The edge for the toaster (the returned ref): clear of the control the guest just used when a
 * toast comes, and of the focus or new content while toasts show (web/ui/toastEdge.ts).
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
    const keepClear = (event: Event) => {
      if (!(event instanceof CustomEvent) || !(event.detail instanceof Element)) return;
      lastUsed.current = event.detail;
      place();
    };
    document.addEventListener('pointerdown', used, true);
    document.addEventListener('focusin', used, true);
    document.addEventListener(KEEP_CLEAR, keepClear);
    return () => {
      document.removeEventListener('pointerdown', used, true);
      document.removeEventListener('focusin', used, true);
      document.removeEventListener(KEEP_CLEAR, keepClear);
    };
  }, [place]);
  // Before the paint, so a toast never shows over the control for a frame.
  useLayoutEffect(place, [toasts, place]);

  return { toaster, edge };
}
