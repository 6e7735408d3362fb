import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_GLOBAL, recordEarlyClicks, replayEarlyClicks } from './earlyClicks.ts';

type Listener = (event: unknown) => void;

/** A document with one capturing click listener at most, as the boot script adds. */
function fakeDocument() {
  const listeners = new Set<Listener>();
  return {
    listeners,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
}

function fakeButton(connected = true) {
  const button = { isConnected: connected, disabled: false, click: vi.fn(), closest: () => button };
  return button;
}

function tap(document: ReturnType<typeof fakeDocument>, target: unknown) {
  const event = { target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
  for (const listener of document.listeners) listener(event);
  return event;
}

describe('early clicks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function bootScript() {
    const document = fakeDocument();
    vi.stubGlobal('document', document);
    if (typeof self === 'undefined') vi.stubGlobal('self', globalThis);
    recordEarlyClicks();
    return document;
  }

  it('records a tap on a button until hydration commits, and lets it go no further', () => {
    const document = bootScript();
    const button = fakeButton();
    const event = tap(document, button);
    // Hydration may have started: React's own listener must not see the tap as well.
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(button.click).not.toHaveBeenCalled();

    replayEarlyClicks();
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(document.listeners.size).toBe(0);
    // The sign that the page is hydrated, which the journeys and the bench's phone timing wait for.
    const recorder = (self as unknown as Record<string, { listener?: unknown }>)[EARLY_CLICKS_GLOBAL];
    expect(recorder!.listener).toBeUndefined();
  });

  it('replays only buttons still in the page, and once', () => {
    const document = bootScript();
    const kept = fakeButton();
    const replaced = fakeButton(false);
    tap(document, kept);
    tap(document, replaced);
    replayEarlyClicks();
    replayEarlyClicks();
    expect(kept.click).toHaveBeenCalledTimes(1);
    expect(replaced.click).not.toHaveBeenCalled();
  });
});
