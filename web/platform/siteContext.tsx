import { createContext, useContext } from 'react';
import type { Language } from '../../shared/i18n/languages.ts';
import type { PageConfig } from '../../shared/site/schemas/pageConfig.ts';
import type { Partner } from '../../shared/site/partner.ts';
import type { FlagState } from '../../shared/site/flags.ts';
import type { BrowserTelemetry } from '../../shared/reporting/telemetry.ts';

/** What every page of one request shares: its language and the page configuration. */
export interface Site {
  lang: Language;
  pageConfig: PageConfig;
  contactPhone: string;
  partner: Partner | null;
  /** The flags as the server rendered with them; the features store keeps them fresh afterwards. */
  flags: FlagState;
  theme: Record<string, string>;
  identityBase: string | null;
  hasSessionCookie: boolean;
  buildId: string | null;
  telemetry: BrowserTelemetry;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteContext provider');
  return site;
}
