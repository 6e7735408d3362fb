import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DEFAULT, CONSENT_STORAGE_KEY, consentSignals } from '../../../shared/consent/consent.ts';
import { CONSENTED_ATTRIBUTE, startConsentMode } from './consentMode.ts';

/** A page's head as the consent script sees it, with what the device stored under the consent key. */
function page(stored: string | null | Error) {
  const attributes = new Map<string, string>();
  const appended: Record<string, unknown>[] = [];
  const window: { dataLayer?: unknown[] } = {};
  vi.stubGlobal('window', window);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === CONSENT_STORAGE_KEY ? stored : null;
    },
  });
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    currentScript: { nonce: 'request-nonce' },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
  });
  // Each gtag() command is the call's arguments object, as the tag manager reads it.
  const layer = () => (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? [...entry] : entry));
  return { attributes, appended, layer, commands: () => (window.dataLayer ?? []).filter(isArguments) };
}

const isArguments = (value: unknown): value is IArguments =>
  Object.prototype.toString.call(value) === '[object Arguments]';

const decision = (choice: object) => JSON.stringify({ state: { timestamp: 1, ...choice }, version: 0 });

describe('consent mode before any tag (SPEC §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('denies everything by default and passes URLs through for a first visitor', () => {
    const { attributes, appended, layer, commands } = page(null);
    startConsentMode(null);
    expect(layer()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      ['set', 'url_passthrough', true],
    ]);
    expect(commands()).toHaveLength(2);
    expect(attributes.size).toBe(0);
    expect(appended).toEqual([]);
  });

  it.each([
    { statistics: true, marketing: false },
    { statistics: false, marketing: true },
    { statistics: true, marketing: true },
  ])('applies a stored decision %o at once and marks the page', (choice) => {
    const { attributes, layer } = page(decision(choice));
    startConsentMode(null);
    expect(layer()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      ['consent', 'update', consentSignals(choice)],
      ['set', 'url_passthrough', !choice.statistics],
    ]);
    expect(attributes.get(CONSENTED_ATTRIBUTE)).toBe('');
  });

  it.each([
    ['a record without a decision', JSON.stringify({ state: { timestamp: null, statistics: true } })],
    ['something else', 'not json'],
    ['no storage', new Error('SecurityError')],
  ])('takes %s as no decision', (_, stored) => {
    const { attributes, layer } = page(stored);
    startConsentMode(null);
    expect(layer()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      ['set', 'url_passthrough', true],
    ]);
    expect(attributes.size).toBe(0);
  });

  it('loads the configured tag manager after the defaults, asynchronously and with its own nonce', () => {
    const { appended, layer } = page(null);
    startConsentMode('https://tags.example/gtm.js?id=GTM-1');
    expect(layer()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      ['set', 'url_passthrough', true],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(appended).toEqual([
      { tag: 'script', async: true, src: 'https://tags.example/gtm.js?id=GTM-1', nonce: 'request-nonce' },
    ]);
  });
});
