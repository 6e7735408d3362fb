/** What the browser needs to report errors and load the optional tools (SPEC §1, §7), from the worker's settings. */
export interface BrowserTelemetry {
  /** The build that runs, on every report. */
  release: string;
  /** The page's request id (`X-Request-Id`), on every report from this page. */
  requestId: string;
  /** Set when an error-reporting DSN is configured. */
  errors: {
    dsn: string;
    sampleRate: number;
    /** SPEC §9: sessions are recorded only when the flag is on (and the visitor consents to statistics). */
    recording: boolean;
  } | null;
  /** SPEC §7: the feedback widget's key; without one the widget is not loaded. */
  feedbackKey: string | null;
}

/** SPEC §9 error reporting: of ordinary sessions none are recorded, of sessions with an error 0.3. */
export const REPLAY_SAMPLE_RATES = { session: 0, onError: 0.3 } as const;

/** The tag tells reports of the same request apart in the reporting service and matches the logs. */
export const REQUEST_ID_TAG = 'requestId';
