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
  /**
   * The portal's origin: where the identity service sends browsers, and what mailed links start
   * with. Configured, never taken from a request's Host, which whoever sends it chooses.
   */
  IDENTITY_UI_URL: string;
  /** As the portal's: "false" where the runtime keeps a CF-Connecting-IP the client sent (local runs). */
  TRUST_CF_CONNECTING_IP?: string;
  /**
   * Set where the portal mounts the sandbox and calls its services in-process: the request is the
   * edge's own, and its X-Forwarded-For names the visitor as the edge found them.
   */
  CALLED_BY_PORTAL?: boolean;
}

export type SandboxAppEnv = { Bindings: SandboxEnv };
