// The binding types are the globals of @cloudflare/workers-types, as the portal's generated Env uses.
type WorkersD1Database = D1Database;
type WorkersD1PreparedStatement = D1PreparedStatement;
type WorkersKVNamespace = KVNamespace;
type WorkersR2Bucket = R2Bucket;
export type {
  WorkersD1Database as D1Database,
  WorkersD1PreparedStatement as D1PreparedStatement,
  WorkersKVNamespace as KVNamespace,
  WorkersR2Bucket as R2Bucket,
};

/**
 * What the stand-ins are given. Mounted in the local portal, `DB` is the sandbox's own database
 * (the portal's `SANDBOX_DB`), `PICTURES` its bucket (`SANDBOX_PICTURES`) and `KV` the portal's,
 * where local mode seeds the feature flags.
 */
export interface SandboxEnv {
  DB: WorkersD1Database;
  KV: WorkersKVNamespace;
  /** guestworld-api's uploaded profile pictures. */
  PICTURES: WorkersR2Bucket;
  /** Standalone: portal origins that may call the identity service with credentials. */
  IDENTITY_CORS_ORIGINS?: string;
  /** Standalone: the portal's origin, where the identity service sends browsers. */
  IDENTITY_UI_URL?: string;
}

export type SandboxAppEnv = { Bindings: SandboxEnv };
