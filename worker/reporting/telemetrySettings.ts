import type { Env } from '../env.ts';
import type { FlagState } from '../../shared/site/flags.ts';
import { FLAGS } from '../../shared/site/flags.ts';
import type { BrowserTelemetry } from '../../shared/reporting/telemetry.ts';
import { RELEASE } from './release.ts';
import { sampleRate } from './workerReporter.ts';

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js';

/** Google's documented sources for the tag manager with Google Analytics behind it. */
const GOOGLE_SOURCES = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

const BUGHERD = 'https://*.bugherd.com';

/** The directives a configured tool adds sources to. */
export type TelemetryCsp = Record<'scriptSrc' | 'styleSrc' | 'imgSrc' | 'connectSrc', string[]>;

/** The container script to load, with its id, or null when no container is configured (SPEC §1). */
export function tagManagerScript(env: Env): string | null {
  if (!env.GTM_ID) return null;
  const url = new URL(env.GTM_SCRIPT_URL || GOOGLE_TAG_MANAGER, 'https://portal.invalid');
  url.searchParams.set('id', env.GTM_ID);
  return env.GTM_SCRIPT_URL?.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The origins the page's CSP allows for what is configured, and nothing for what is not: the tag
 * manager's (Google's, or the stand-in's own when elsewhere), the reporting service's, the widget's.
 */
export function telemetryCsp(env: Env): TelemetryCsp {
  // The same few settings on every request: their origins are parsed once per configuration.
  const settings = [env.GTM_ID, env.GTM_SCRIPT_URL, env.SENTRY_DSN, env.FEEDBACK_WIDGET_KEY].join('\n');
  let csp = cspBySettings.get(settings);
  if (!csp) {
    csp = telemetryCspOf(env);
    cspBySettings.set(settings, csp);
  }
  return csp;
}

const cspBySettings = new Map<string, TelemetryCsp>();

function telemetryCspOf(env: Env): TelemetryCsp {
  const csp: TelemetryCsp = { scriptSrc: [], styleSrc: [], imgSrc: [], connectSrc: [] };
  const add = (sources: Partial<TelemetryCsp>) => {
    for (const [directive, list] of Object.entries(sources) as [keyof TelemetryCsp, string[]][])
      csp[directive].push(...list);
  };
  const tagManager = tagManagerScript(env);
  if (tagManager && !tagManager.startsWith('/')) {
    const origin = new URL(tagManager).origin;
    add(
      origin.endsWith('.googletagmanager.com')
        ? GOOGLE_SOURCES
        : { scriptSrc: [origin], imgSrc: [origin], connectSrc: [origin] },
    );
  }
  if (env.SENTRY_DSN) add({ connectSrc: [new URL(env.SENTRY_DSN).origin] });
  if (env.FEEDBACK_WIDGET_KEY)
    add({ scriptSrc: [BUGHERD], styleSrc: [BUGHERD], imgSrc: [BUGHERD], connectSrc: [BUGHERD] });
  return csp;
}

/** What the page's browser gets to report errors and load the optional tools. */
export function browserTelemetry(
  env: Env,
  { requestId, flags }: { requestId: string; flags: FlagState },
): BrowserTelemetry {
  return {
    release: RELEASE,
    requestId,
    errors: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          sampleRate: sampleRate(env.SENTRY_SAMPLE_RATE, 1),
          recording: flags.features[FLAGS.sessionRecording] === true,
        }
      : null,
    feedbackKey: env.FEEDBACK_WIDGET_KEY || null,
  };
}
