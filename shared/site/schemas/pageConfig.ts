import * as z from 'zod/mini';

const link = z.object({ href: z.string(), label: z.string() });

/**
 * One of the provider's public sites (SPEC §3 `sites`), by the site code a page names
 * (`conf.siteCode`): where a house's own page lives, `{code}` standing for its code.
 */
const siteSchema = z.object({ siteCode: z.string(), accommodationUrl: z.string() });

export type ProviderSite = z.infer<typeof siteSchema>;

const pageConfSchema = z.object({
  domain: z.optional(z.string()),
  domainInEnvironment: z.optional(z.string()),
  currencies: z._default(z.array(z.string()), []),
  salesoffice: z.optional(z.object({ code: z.string(), paymentForms: z._default(z.array(z.string()), []) })),
  siteCode: z.optional(z.string()),
  settings: z._default(z.object({ rentalManagement: z._default(z.boolean(), false) }), {
    rentalManagement: false,
  }),
  header: z.optional(z.object({ logoAlt: z.optional(z.string()) })),
  footer: z.optional(
    z.object({
      links: z.object({ conditions: link, privacyPolicy: link, imprint: link }),
      socialMedia: z._default(z.array(link), []),
      partnerships: z._default(z.array(link), []),
      retailGroupNote: z.optional(z.string()),
      copyrightHolder: z.optional(z.string()),
    }),
  ),
  links: z.optional(z.object({ privacyPolicy: z.optional(link), contact: z.optional(link) })),
  sites: z._default(z.array(siteSchema), []),
  logoCaption: z.optional(z.string()),
  pageID: z.optional(z.union([z.string(), z.number()])),
});

export const pageConfigSchema = z.object({
  pagetype: z.string(),
  page: z.optional(z.string()),
  conf: z._default(pageConfSchema, { currencies: [], settings: { rentalManagement: false }, sites: [] }),
  body: z.optional(z.unknown()),
  seoLinks: z._default(z.array(link), []),
  translations: z._default(z.record(z.string(), z.string()), {}),
  languageprefix: z.optional(z.string()),
  locale: z.optional(z.string()),
  language: z.optional(z.string()),
  destination: z.optional(
    z.object({
      countryCode: z.optional(z.string()),
      regionCode: z.optional(z.string()),
      placeCode: z.optional(z.string()),
    }),
  ),
});

export type PageConfig = z.infer<typeof pageConfigSchema>;

/** What a page renders with when conf-api has never answered for it. */
export const DEFAULT_PAGE_CONFIG: PageConfig = {
  pagetype: 'portal',
  conf: { currencies: [], settings: { rentalManagement: false }, sites: [] },
  seoLinks: [],
  translations: {},
};

/** What the browser's redirect check reads of a page's configuration (SPEC §2). */
export const pageRedirectAnswerSchema = z.pick(pageConfigSchema, { pagetype: true, body: true });
