/** What a tap lands on stands for the control it meant: a button's words, a link's icon. */
const CONTROL = 'a, button, input, select, textarea, label, [tabindex]';

let anchor: Element | null = null;
const moves = new Set<() => void>();
let watching = false;

/**
 * What the toasts keep clear of (web/ui/toastEdge.ts): the control the guest used last, the focus,
 * or content just revealed. Watched from the first page on, so that the tap that brings the first
 * toast is known; the placing itself loads with the first toast (ToastStack.tsx).
 */
export function watchToastAnchor(): void {
  if (watching) return;
  watching = true;
  const used = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    anchor = event.target.closest(CONTROL) ?? event.target;
    // Focus that moves under the toasts (a Tab, new content focused) moves them away.
    if (event.type === 'focusin') moves.forEach((moved) => moved());
  };
  document.addEventListener('pointerdown', used, true);
  document.addEventListener('focusin', used, true);
}

/** The element the toasts keep clear of now, if it is still on the page. */
export const toastAnchor = (): Element | null => (anchor?.isConnected ? anchor : null);

/** New content whose heading has the focus, its buttons below: the toasts keep clear of all of it. */
export function keepToastsClearOf(content: Element): void {
  anchor = content;
  moves.forEach((moved) => moved());
}

/** Calls `moved` whenever what the toasts keep clear of moves; returns the way to stop. */
export function onToastAnchorMoved(moved: () => void): () => void {
  moves.add(moved);
  return () => moves.delete(moved);
}
