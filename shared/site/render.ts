import type { Language } from '../i18n/languages.ts';
import type { PageConfig } from './schemas/pageConfig.ts';
import type { Partner } from './partner.ts';
import type { FlagState } from './flags.ts';
import type { BrowserTelemetry } from '../reporting/telemetry.ts';

/** A same-origin call to the portal's APIs (`/webcc-api/...`), made in-process on the server. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Files of one client build: what the worker tells the page to load. */
export interface BuildManifest {
  buildId: string;
  entry: string;
  /** Files the entry imports statically (preloaded with it). */
  entryImports: string[];
  css: string[];
  /**
   * The text of `css`, which every page carries inline in its head: a guest's first visit (from an
   * e-mail, on a phone abroad) then paints without waiting for a stylesheet's round trip, which
   * costs more than its bytes in the page (measured in DECISION.md).
   */
  cssText: string;
  /** Route id (`shared/routes/routeTable.ts`) → its module's chunk and the chunks it imports, entry excluded. */
  routes: Record<string, string[]>;
  /**
   * The page's inline scripts by the name of their module in web/app/inline/, built into the text
   * a page carries (scripts/build/inlineScripts.ts); web/app/inlineScript.ts puts in their input.
   */
  inlineScripts: Record<string, string>;
}

/** What the worker hands the React renderer for one page request. */
export interface RenderInput {
  request: Request;
  lang: Language;
  nonce: string;
  pageConfig: PageConfig;
  api: ApiFetch;
  build: BuildManifest | undefined;
  contactPhone: string;
  partner: Partner | null;
  flags: FlagState;
  /** Where the browser signs in: the Ory project's origin, or null for this origin (the sandbox). */
  identityBase: string | null;
  /** SPEC §2: the session check is made only when the browser holds a session cookie. */
  hasSessionCookie: boolean;
  /**
   * The client has missed a token lately, so a token page waits for its look-up
   * and answers with its real status (404, 429) rather than streaming its shell first.
   */
  tokenLookupsFirst: boolean;
  /** Theme colours by custom-property name (`thm`, `cta-hover`, ...). */
  theme: Record<string, string>;
  reportError: (error: unknown) => void;
  telemetry: BrowserTelemetry;
  /** The tag manager's container script, or null when none is configured. */
  tagManagerScript: string | null;
}

export type RenderPage = (input: RenderInput) => Promise<Response>;

/** A catalogue's compiled texts for the browser (`/i18n/{lang}/{catalogue}.json`), or undefined for an unknown one. */
export type CatalogFor = (lang: Language, feature: string) => Record<string, unknown> | undefined;
