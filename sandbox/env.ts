import type { D1Database, D1PreparedStatement, KVNamespace } from '@cloudflare/workers-types/index';

export type { D1Database, D1PreparedStatement, KVNamespace };

/**
 * What the stand-ins are given. Mounted in the local portal, `DB` is the sandbox's own database
 * (the portal's `SANDBOX_DB`) and `KV` the portal's, where local mode seeds the feature flags.
 */
export interface SandboxEnv {
  DB: D1Database;
  KV: KVNamespace;
  /** Standalone: portal origins that may call the identity service with credentials. */
  IDENTITY_CORS_ORIGINS?: string;
  /** Standalone: the portal's origin, where the identity service sends browsers. */
  IDENTITY_UI_URL?: string;
}

export type SandboxAppEnv = { Bindings: SandboxEnv };
