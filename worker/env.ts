// The binding types are the globals of @cloudflare/workers-types, as in the generated file.
type WorkersKVNamespace = KVNamespace;
type WorkersD1Database = D1Database;
type WorkersExecutionContext = ExecutionContext;
export type {
  WorkersD1Database as D1Database,
  WorkersExecutionContext as ExecutionContext,
  WorkersKVNamespace as KVNamespace,
};

/**
 * Settings that have no value in wrangler.toml: secrets (`wrangler secret put`) and overrides whose
 * default lives in the code. Everything wrangler.toml declares comes from `npm run types`
 * (env.generated.d.ts), which `npm test` checks is current.
 */
interface OptionalSettings {
  /** The error-reporting service (SPEC §1); without it nothing is reported. `npm start` points it at the sandbox. */
  SENTRY_DSN?: string;
  /** The share of errors reported, 0 to 1 (default 1). */
  SENTRY_SAMPLE_RATE?: string;
  SENTRY_TRACES_SAMPLE_RATE?: string;
  /** The tag manager's container id (`GTM-…`); without it no tag manager loads. */
  GTM_ID?: string;
  /** Where the container script is (default Google's); `npm start` uses the sandbox's stand-in. */
  GTM_SCRIPT_URL?: string;
  /** SPEC §7: the feedback widget's (BugHerd's) key; without it no widget loads. */
  FEEDBACK_WIDGET_KEY?: string;
  /** Web Push's private key (VAPID, a secret); without it and VAPID_PUBLIC_KEY the portal offers no push. */
  VAPID_PRIVATE_KEY?: string;
  /** An operator's key to the detail of `/readiness` (header X-Readiness-Token). */
  READINESS_TOKEN?: string;
  PARTNER_REFERRER_GOOGLE?: string;
  PARTNER_REFERRER_OTHERS?: string;
  PARTNER_FIXED_IDS?: string;
  PARTNER_FRAME_ANCESTORS?: string;
  /** How long a worker keeps the feature flags it read from KV (default 30). */
  FEATURES_CACHE_SECONDS?: string;
  /** How long a page's configuration is fresh before it is refreshed behind the page (default 300, SPEC §9). */
  PAGE_CONFIG_FRESH_SECONDS?: string;
}

/** Bindings and variables of both modes: local (with `SANDBOX_DB`) and production (upstream URLs). */
export type Env = Cloudflare.Env & OptionalSettings;
