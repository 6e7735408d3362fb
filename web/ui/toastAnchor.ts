/** What a tap lands on stands for the control it meant: a button's words, a link's icon. */
const CONTROL = 'a, button, input, select, textarea, label, [tabindex]';

/** Sent on the document when what the toasts keep clear of moves (a Tab, new content). */
export const TOAST_ANCHOR_MOVED = 'toast-anchor-moved';

let anchor: Element | null = null;
let watching = false;

const moved = () => document.dispatchEvent(new Event(TOAST_ANCHOR_MOVED));

/**
 * What the toasts keep clear of (web/ui/toastEdge.ts): the control the guest used last, the focus,
 * or content just revealed. Watched from the first page on, so that the tap that brings the first
 * toast is known; the placing itself loads with the toasts (ToastStack.tsx).
 */
export function watchToastAnchor(): void {
  if (watching) return;
  watching = true;
  const used = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    anchor = event.target.closest(CONTROL) ?? event.target;
    if (event.type === 'focusin') moved();
  };
  document.addEventListener('pointerdown', used, true);
  document.addEventListener('focusin', used, true);
}

/** The element the toasts keep clear of now, if it is still on the page. */
export const toastAnchor = (): Element | null => (anchor?.isConnected ? anchor : null);

/** New content whose heading has the focus, its buttons below: the toasts keep clear of all of it. */
export function keepToastsClearOf(content: Element): void {
  anchor = content;
  moved();
}
