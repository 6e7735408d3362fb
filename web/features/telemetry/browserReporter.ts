import { captureException, init } from '@sentry/browser';
import { isDroppedReport, reportFacts } from '../../../shared/reporting/dropRules.ts';
import { createScrubber, type PathSecrets } from '../../../shared/reporting/scrubber.ts';

// Worked out from the route and call tables by the build (scripts/build/buildClient.ts), so that the
// browser loads neither table to scrub a report.
declare const BUILT_PATH_SECRETS: string;
import {
  REPLAY_SAMPLE_RATES,
  REQUEST_ID_TAG,
  type BrowserTelemetry,
} from '../../../shared/reporting/telemetry.ts';

/**
 * The browser's reporter (@sentry/browser, the same envelope protocol as the worker's toucan-js),
 * loaded on the first error or for session recording. The page's error catcher (errorCatcher.ts)
 * stays the one that hands it errors, so the SDK's own global handlers are left out. SPEC §8:
 * dropped reports never leave; the rest leave scrubbed, breadcrumbs and request data included,
 * with the release and the page's request id.
 */
export function startReporter(telemetry: BrowserTelemetry) {
  const { scrubReport } = createScrubber(JSON.parse(BUILT_PATH_SECRETS) as PathSecrets);
  const errors = telemetry.errors!;
  init({
    dsn: errors.dsn,
    release: telemetry.release,
    sampleRate: errors.sampleRate,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
    replaysSessionSampleRate: REPLAY_SAMPLE_RATES.session,
    replaysOnErrorSampleRate: REPLAY_SAMPLE_RATES.onError,
    initialScope: { tags: { [REQUEST_ID_TAG]: telemetry.requestId } },
    beforeSend: (event, hint) =>
      isDroppedReport(reportFacts(event, hint.originalException)) ? null : scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  return (error: unknown) => void captureException(error);
}
