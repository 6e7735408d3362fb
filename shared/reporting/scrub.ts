import { createScrubber } from './scrubber.ts';
import { pathSecrets } from './secretSections.ts';

/**
 * The worker's scrubber, with where secrets stand worked out from the route and call tables. The
 * browser's reporter takes the same, worked out by its build (web/features/telemetry/browserReporter.ts).
 */
export const { scrubText, scrubReport } = createScrubber(pathSecrets());
