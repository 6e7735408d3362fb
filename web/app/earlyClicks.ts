/**
 * Taps on a button before the page's scripts have run: the page paints from its HTML long before
 * hydration on a slow phone, and a button (the consent banner's "Decline", a form's "Continue") has
 * no handler until then, so a tap would be lost. The boot script records them and keeps a submit
 * from reloading the page; hydration's first commit replays them, where React is listening.
 *
 * Recording goes on while React hydrates, and a recorded tap goes no further: between hydration's
 * start and its commit React sees a tap on a part it has not hydrated yet, and a part that cannot
 * hydrate at once (it waits for code or data) would drop it.
 */
/**
 * Where the boot script keeps the recorder. Hydration's first commit clears its `listener`: the
 * sign the journeys (e2e/support.ts) and the bench's phone timing (scripts/phoneTiming.mjs) read.
 */
export const EARLY_CLICKS_GLOBAL = '__EC';

/** For the boot script, before anything can be clicked. */
export const EARLY_CLICKS_SCRIPT = `(function(q){self.${EARLY_CLICKS_GLOBAL}=q;document.addEventListener('click',q.listener=function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();q.push(b)}},true)})([]);`;

type EarlyClicks = HTMLButtonElement[] & { listener?: (event: Event) => void };

function earlyClicks(): EarlyClicks | undefined {
  return (self as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
}

/** Once the page is hydrated: each recorded button that is still in the page is clicked again. */
export function replayEarlyClicks(): void {
  const clicks = earlyClicks();
  if (!clicks) return;
  // From here on React sees taps itself, the replayed ones among them.
  if (clicks.listener) document.removeEventListener('click', clicks.listener, true);
  clicks.listener = undefined;
  const buttons = clicks.splice(0);
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
