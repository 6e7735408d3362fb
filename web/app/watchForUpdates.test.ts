import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeFlagState } from '../../shared/site/flags.ts';
import { RELOAD_GUARD_MS } from './buildReload.ts';
import { useFlagStore } from '../platform/stores/flags.ts';
import {
  BUILD_CHECK_MS,
  FLAGS_RELOAD_MS,
  watchForUpdates as startWatch,
  type UpdateWatch,
} from './watchForUpdates.ts';

const FLAGS = { features: { notice: true }, payloads: { notice: { en: 'Office closed' } } };

/** The document's visibility, with its one `visibilitychange` listener at most. */
function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible',
    listeners,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
}

/** The server: the flags as `/__ftrs` encodes them, and the build `/builds/latest.json` names. */
function fakeServer(deployed: string) {
  return vi.fn(async (url: string) =>
    url === '/__ftrs'
      ? new Response(encodeFlagState(FLAGS))
      : new Response(JSON.stringify({ buildId: deployed })),
  );
}

describe('an open page keeps current', () => {
  let document: ReturnType<typeof fakeDocument>;
  let assign: ReturnType<typeof vi.fn>;
  let stored: Map<string, string>;
  const started: UpdateWatch[] = [];
  const watchForUpdates = (buildId: string | null) => {
    const watch = startWatch(buildId);
    started.push(watch);
    return watch;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    document = fakeDocument();
    assign = vi.fn();
    stored = new Map();
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', { location: { assign } });
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    useFlagStore.setState({ reloaded: null });
  });

  afterEach(() => {
    for (const watch of started.splice(0)) watch.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads the flags every five minutes and when the tab shows again, and stops when told', async () => {
    const fetch = fakeServer('b1');
    vi.stubGlobal('fetch', fetch);
    const watch = watchForUpdates('b1');
    await vi.advanceTimersByTimeAsync(FLAGS_RELOAD_MS - 1);
    expect(fetch).not.toHaveBeenCalledWith('/__ftrs', expect.anything());
    await vi.advanceTimersByTimeAsync(1);
    expect(useFlagStore.getState().reloaded).toEqual(FLAGS);

    useFlagStore.setState({ reloaded: null });
    for (const listener of document.listeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(useFlagStore.getState().reloaded).toEqual(FLAGS);

    watch.stop();
    fetch.mockClear();
    expect(document.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(FLAGS_RELOAD_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the flags it has when the reload fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useFlagStore.setState({ reloaded: FLAGS });
    watchForUpdates(null);
    await vi.advanceTimersByTimeAsync(FLAGS_RELOAD_MS);
    expect(useFlagStore.getState().reloaded).toEqual(FLAGS);
  });

  it('loads the next navigation in full once a new build is out, at most once per guard time', async () => {
    vi.stubGlobal('fetch', fakeServer('b2'));
    const watch = watchForUpdates('b1');
    watch.navigating('/?lang=en');
    expect(assign).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
    watch.navigating('/myaccount?lang=en');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/myaccount?lang=en');

    watch.navigating('/?lang=en');
    expect(assign).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(RELOAD_GUARD_MS);
    watch.navigating('/?lang=en');
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('not for the build the page runs', async () => {
    const fetch = fakeServer('b1');
    vi.stubGlobal('fetch', fetch);
    const watch = watchForUpdates('b1');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json', expect.anything());
    watch.navigating('/?lang=en');
    expect(assign).not.toHaveBeenCalled();
  });

  it('without asking where the page does not know its build', async () => {
    const fetch = fakeServer('b2');
    vi.stubGlobal('fetch', fetch);
    const watch = watchForUpdates(null);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
    watch.navigating('/?lang=en');
    expect(fetch).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
