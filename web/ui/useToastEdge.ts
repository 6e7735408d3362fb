import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastEdge, type ToastEdge } from './toastEdge.ts';
import { TOAST_ANCHOR_MOVED, toastAnchor } from './toastAnchor.ts';

/**
 * The edge for the toaster: clear of the control the guest just used when a toast comes, and of
 * the focus or new content while toasts show (web/ui/toastEdge.ts). `list` goes on the toasts'
 * list, whose parent is the toaster measured.
 */
export function useToastEdge(toasts: readonly unknown[]) {
  const list = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const place = useCallback(() => {
    const element = list.current;
    const toaster = element?.parentElement;
    if (!element || !toaster || element.childElementCount === 0) return setEdge('bottom');
    const shownAt = toaster.dataset.edge === 'top' ? 'top' : 'bottom';
    const anchor = toastAnchor()?.getBoundingClientRect() ?? null;
    setEdge(toastEdge(toaster.getBoundingClientRect(), shownAt, window.innerHeight, anchor));
  }, []);

  useEffect(() => {
    document.addEventListener(TOAST_ANCHOR_MOVED, place);
    return () => document.removeEventListener(TOAST_ANCHOR_MOVED, place);
  }, [place]);
  // Before the paint, so a toast never shows over the control for a frame.
  useLayoutEffect(place, [toasts, place]);
  return { list, edge };
}
