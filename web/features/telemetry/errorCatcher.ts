import type { ErrorInfo } from 'react';
import type { BrowserTelemetry } from '../../../shared/reporting/telemetry.ts';

/**
 * The browser's error reporting costs these few lines until the first error: they catch the
 * page's errors, and only then load the reporter (@sentry/browser) and hand it what they caught.
 */
let telemetry: BrowserTelemetry | null = null;
let reporter: Promise<(error: unknown) => void> | undefined;

/** Starts the reporter on the first error, or earlier for session recording, which needs it from the start. */
export function browserReporter() {
  const settings = telemetry;
  if (!settings?.errors) return undefined;
  reporter ??= import('./browserReporter.ts').then((module) => module.startReporter(settings));
  return reporter;
}

export function reportBrowserError(error: unknown) {
  // A reporter that cannot load (offline, a deployment gone) drops the report and is tried again with
  // the next error: its failure, unhandled, would be the next error to report, and so on without end.
  void browserReporter()?.then(
    (capture) => capture(error),
    () => {
      reporter = undefined;
    },
  );
}

/** React's errors that an error boundary caught (a route's error page among them): logged as React does, and reported. */
export function reportCaughtError(error: unknown, info: ErrorInfo) {
  console.error(error, info.componentStack ?? '');
  reportBrowserError(error);
}

/** Listens for the page's uncaught errors and rejections when a reporting service is configured. */
export function startErrorCatcher(settings: BrowserTelemetry) {
  telemetry = settings;
  if (!settings.errors) return;
  window.addEventListener('error', (event) => reportBrowserError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportBrowserError(event.reason));
}
