import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserTelemetry } from '../../../shared/reporting/telemetry.ts';

const { startReporter } = vi.hoisted(() => ({ startReporter: vi.fn() }));
vi.mock('./browserReporter.ts', () => ({ startReporter }));

const SETTINGS: BrowserTelemetry = {
  release: 'b1',
  requestId: 'r1',
  errors: { dsn: 'https://key@errors.example/1', sampleRate: 1, recording: false },
  feedbackKey: null,
};

type Listener = (event: { reason?: unknown; error?: unknown }) => void;

describe('the error catcher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    startReporter.mockReset();
  });

  it('drops a report when the reporter cannot load, without reporting that failure in turn, and loads it with the next error', async () => {
    const listeners = new Map<string, Listener>();
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const capture = vi.fn();
    startReporter
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(capture);
    const { startErrorCatcher } = await import('./errorCatcher.ts');
    startErrorCatcher(SETTINGS);

    listeners.get('unhandledrejection')!({ reason: new Error('first') });
    // Node tells of an unhandled rejection once the microtasks have run, before the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();

    listeners.get('error')!({ error: new Error('second') });
    await vi.waitFor(() => expect(capture).toHaveBeenCalledExactlyOnceWith(new Error('second')));
    expect(startReporter).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', unhandled);
  });
});
