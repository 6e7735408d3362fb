import type { BrowserTelemetry } from '../../../shared/reporting/telemetry.ts';
import { afterLoadIdle } from '../../platform/afterLoadIdle.ts';
import { startErrorCatcher } from './errorCatcher.ts';

/**
 * The page's telemetry, kept out of the first load: the error catcher at once (a few hundred
 * bytes), everything else once the page is interactive and the browser idle (SPEC §7).
 */
export function startTelemetry(telemetry: BrowserTelemetry) {
  startErrorCatcher(telemetry);
  afterLoadIdle(
    () => void import('./afterInteractive.ts').then((module) => module.afterInteractive(telemetry)),
  );
}
