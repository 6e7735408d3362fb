import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from './warmIntl.ts';

/** Runs the boot-script statement with a Worker that records the script it was given. */
async function startedWorkerSource(statement: string): Promise<string> {
  const urls: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string) {
        urls.push(url);
      }
    },
  );
  new Function(statement)();
  expect(urls).toHaveLength(1);
  return (await fetch(urls[0]!)).text();
}

describe('the Intl warm-up off the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['en', 'de'] as const)(
    'starts one worker that makes the %s formatters and ends itself',
    async (lang) => {
      const source = await startedWorkerSource(warmIntlOffMainThread(lang));
      const made: string[] = [];
      const close = vi.fn();
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
      new Function('Intl', 'close', source)(watched, close);
      expect(made).toEqual([
        `NumberFormat ${lang}`,
        `DateTimeFormat ${lang}`,
        `PluralRules ${lang}`,
        `DisplayNames ${lang}`,
      ]);
      expect(close).toHaveBeenCalledOnce();
    },
  );

  it('leaves a browser without workers to format as before', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => new Function(warmIntlOffMainThread('en'))()).not.toThrow();
  });
});
