import { keepToastsClearOf } from './toastAnchor.ts';

/**
 * Brings new content into view whole, in the middle of the screen where it fits (at its top where
 * it does not), focuses `target` in it, and keeps the toasts clear of it. Focus alone scrolls only
 * as far as the screen's edge: a new wishlist at the end of the list showed its heading at the foot
 * of a phone's screen, under the toast that announced it, its buttons below the fold.
 */
export function revealInView(content: Element, target: HTMLElement | null) {
  const fits = content.getBoundingClientRect().height <= window.innerHeight;
  content.scrollIntoView({ block: fits ? 'center' : 'start' });
  target?.focus({ preventScroll: true });
  keepToastsClearOf(content);
}
