import type {
  D1Database,
  D1PreparedStatement,
  ExecutionContext,
  Fetcher,
  KVNamespace,
} from '@cloudflare/workers-types/index';

export type { D1Database, D1PreparedStatement, ExecutionContext, KVNamespace };

/** Bindings and variables of wrangler.toml, in both modes. */
export interface Env {
  DB: D1Database;
  /** Local mode only: the sandbox's own database. */
  SANDBOX_DB?: D1Database;
  KV: KVNamespace;
  ASSETS?: Fetcher;
  FRAME_ANCESTORS?: string;
  CONTACT_PHONE?: string;
  SENTRY_DSN?: string;
  SENTRY_TRACES_SAMPLE_RATE?: string;
  CONF_API_URL?: string;
  WEBCC_API_URL?: string;
  GUESTWORLD_API_URL?: string;
  VALIDATION_API_URL?: string;
  /** The Ory project the browser signs in with; unset, the identity service is this origin (the sandbox). */
  IDENTITY_URL?: string;
  /** The standalone sandbox: portal origins that may call its identity service with credentials. */
  IDENTITY_CORS_ORIGINS?: string;
  /** The standalone sandbox: the portal's origin, where the identity service sends browsers. */
  IDENTITY_UI_URL?: string;
  PARTNER_REFERRER_GOOGLE?: string;
  PARTNER_REFERRER_OTHERS?: string;
  PARTNER_FIXED_IDS?: string;
  PARTNER_FRAME_ANCESTORS?: string;
  /** How long a worker keeps the feature flags it read from KV (default 30). */
  FEATURES_CACHE_SECONDS?: string;
}
