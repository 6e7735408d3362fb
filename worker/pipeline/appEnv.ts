import { createFactory } from 'hono/factory';
import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import type { Upstreams } from '../upstreams.ts';
import type { ReportError } from '../reporting/workerReporter.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import type { Partner } from '../../shared/site/partner.ts';
import type { PageConfig } from '../../shared/site/schemas/pageConfig.ts';
import type { FlagState } from '../../shared/site/flags.ts';
import type { BuildManifest, CatalogFor } from '../../shared/site/render.ts';
import type { PushService } from '../push/pushService.ts';

/**
 * What the steps of the edge pipeline hand on, in the order they set it (README.md). A step reads
 * only what an earlier step set.
 */
interface AppVariables extends RequestIdVariables, SecureHeadersVariables {
  log: Logger;
  /** Reports an error of this request (SPEC §8), with its request id. */
  reportError: ReportError;
  /** The visitor's address as Cloudflare gives it (rateLimit/clientAddress.ts). */
  client: string;
  upstreams: Upstreams;
  language: Language;
  partner: Partner | null;
  pageConfig: PageConfig;
  flags: FlagState;
  build: BuildManifest | undefined;
  /** Theme colours by custom-property name (`thm`, `cta-hover`, ...). */
  theme: Record<string, string>;
  /** Where push messages go (the browsers' push services; the sandbox's stand-in in local mode), and the texts they carry. */
  push: { service: PushService; catalog: CatalogFor };
  /** Where the browser signs in: the Ory project's origin, or null for this origin (the sandbox). */
  identityBase: string | null;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

/** A middleware of the pipeline, typed with its variables. */
export const createStep = createFactory<AppEnv>().createMiddleware;
