/** The screen edge the toasts keep to. */
export type ToastEdge = 'bottom' | 'top';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Toasts rise from the bottom (at the top they covered the header's links), unless there they
 * would cover `anchor`, the control the guest just used or the element with the focus, and at
 * the top they would not: on a phone a "Copy link" scrolled to the foot of the screen stayed under
 * its own toast, and a second press hit the toast; a focused element must not
 * be hidden (WCAG 2.4.11). `toaster` is where the toasts are now, at `edge`, the same distance from
 * either edge.
 */
export function toastEdge(
  toaster: Box,
  edge: ToastEdge,
  viewportHeight: number,
  anchor: Box | null,
): ToastEdge {
  if (!anchor) return 'bottom';
  const height = toaster.bottom - toaster.top;
  const gap = edge === 'bottom' ? viewportHeight - toaster.bottom : toaster.top;
  // A DOMRect's sides are getters, which a spread would not copy.
  const { left, right } = toaster;
  const atBottom = { left, right, top: viewportHeight - gap - height, bottom: viewportHeight - gap };
  const atTop = { left, right, top: gap, bottom: gap + height };
  return overlaps(atBottom, anchor) && !overlaps(atTop, anchor) ? 'top' : 'bottom';
}
