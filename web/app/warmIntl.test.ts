import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from './warmIntl.ts';

/** Starts the warm-up with a Worker that records what it was given: its script and its options. */
async function startedWorker(lang: 'en' | 'de', script: string) {
  const started: { url: string; options?: WorkerOptions }[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string, options?: WorkerOptions) {
        started.push({ url, options });
      }
    },
  );
  warmIntlOffMainThread(lang, script);
  expect(started).toHaveLength(1);
  return { source: await (await fetch(started[0]!.url)).text(), options: started[0]!.options };
}

describe('the Intl warm-up off the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('starts one worker of the given script, named by the page’s language', async () => {
    expect(await startedWorker('de', 'the worker’s script')).toEqual({
      source: 'the worker’s script',
      options: { name: 'de' },
    });
  });

  it.each(['en', 'de'] as const)('has its worker make the %s formatters and end itself', async (lang) => {
    const made: string[] = [];
    // The worker's own script, run with Intl watched: valid options, the page's language.
    const watched = new Proxy(Intl, {
      get: (target, name: keyof typeof Intl) =>
        typeof target[name] === 'function'
          ? function (locale: string, options?: object) {
              made.push(`${String(name)} ${locale}`);
              return new (target[name] as new (l: string, o?: object) => unknown)(locale, options);
            }
          : target[name],
    });
    const close = vi.fn();
    vi.stubGlobal('Intl', watched);
    vi.stubGlobal('self', { name: lang });
    vi.stubGlobal('close', close);
    await import('./warmIntl.worker.ts');
    expect(made).toEqual([
      `NumberFormat ${lang}`,
      `DateTimeFormat ${lang}`,
      `PluralRules ${lang}`,
      `DisplayNames ${lang}`,
    ]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('leaves a browser without workers to format as before', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread('en', 'the worker’s script')).not.toThrow();
  });
});
