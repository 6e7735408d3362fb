import { createContext, useContext } from 'react';
import type { Language } from '../../shared/languages.ts';
import type { PageConfig } from '../../shared/schemas/pageConfig.ts';

/** What every page of one request shares: its language and the page configuration. */
export interface Site {
  lang: Language;
  pageConfig: PageConfig;
  contactPhone: string;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteContext provider');
  return site;
}
