/**
 * Where the focus goes when what held it is gone: a dialog's opener removed with
 * the thing it acted on, a banner that answered its question, a sign-in that changed the page.
 * Left alone, the browser drops it on `<body>`, and a keyboard or screen reader user starts again
 * from the top; the page's own heading is where they can go on from.
 */
export function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  // Reachable by script, not by Tab: a heading is no control.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** Once the change in hand is on screen: if the focus fell to `<body>`, the page's heading takes it. */
export function catchDroppedFocus() {
  setTimeout(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) focusPageHeading();
  });
}
