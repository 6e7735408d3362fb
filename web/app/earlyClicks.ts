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
 * sign the journeys (e2e/support.ts) and the bench's phone timing (scripts/bench/phoneTiming.ts) read.
 */
export const EARLY_CLICKS_GLOBAL = '__EC';

type EarlyClicks = HTMLButtonElement[] & { listener?: (event: Event) => void };

type Recorders = Record<string, EarlyClicks | undefined>;

/** The boot script's first statement (web/app/inline/earlyClicks.ts), before anything can be clicked. */
export function recordEarlyClicks(): void {
  const clicks: EarlyClicks = [];
  // Published before its listener is set: the bench's phone timing watches the listener's changes.
  (self as unknown as Recorders)[EARLY_CLICKS_GLOBAL] = clicks;
  document.addEventListener(
    'click',
    (clicks.listener = (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (button && !button.disabled) {
        event.preventDefault();
        event.stopImmediatePropagation();
        clicks.push(button);
      }
    }),
    true,
  );
}

/** Once the page is hydrated: each recorded button that is still in the page is clicked again. */
export function replayEarlyClicks(): void {
  const clicks = (self as unknown as Recorders)[EARLY_CLICKS_GLOBAL];
  if (!clicks) return;
  // From here on React sees taps itself, the replayed ones among them.
  if (clicks.listener) document.removeEventListener('click', clicks.listener, true);
  clicks.listener = undefined;
  const buttons = clicks.splice(0);
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
