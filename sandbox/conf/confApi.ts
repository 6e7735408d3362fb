import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { D1Database } from '../kit/env.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import type { PageConfig } from '../../shared/site/schemas/pageConfig.ts';
import { badRequest } from '../kit/badRequest.ts';
import { inLanguage, type Localised } from '../i18n/inLanguage.ts';

const querySchema = z.object({ lang: z.enum(LANGUAGES) });

const LABELS: Record<'conditions' | 'privacyPolicy' | 'imprint' | 'contact', Localised> = {
  conditions: { en: 'Terms and conditions', de: 'AGB' },
  privacyPolicy: { en: 'Privacy policy', de: 'Datenschutz' },
  imprint: { en: 'Imprint', de: 'Impressum' },
  contact: { en: 'Contact us', de: 'Kontakt' },
};

const RETAIL_NOTE: Localised = {
  en: 'A member of the European Holiday Homes retail group.',
  de: 'Mitglied der Handelsgruppe European Holiday Homes.',
};

/** The locale conf-api names with a language, as the provider's market sites are set up. */
const LOCALES: Record<Language, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
  nl: 'nl_NL',
  pl: 'pl_PL',
  da: 'da_DK',
  sv: 'sv_SE',
  pt: 'pt_PT',
};

/** The provider's public site, where its legal pages live. */
const PROVIDER_SITE = 'https://www.holiday-homes.example';

/** Hosts starting with `rental.` stand for the rental-management variant (no 'contact us'). */
function isRentalManagementHost(host: string): boolean {
  return host.startsWith('rental.');
}

export function portalPage(host: string, path: string, lang: Language): PageConfig {
  const link = (key: keyof typeof LABELS, path: string) => ({
    href: `${PROVIDER_SITE}/${lang}${path}`,
    label: inLanguage(LABELS[key], lang),
  });
  return {
    pagetype: 'portal',
    page: path,
    conf: {
      domain: host,
      currencies: ['EUR', 'CHF'],
      salesoffice: { code: '0500', paymentForms: ['creditcard', 'banktransfer'] },
      siteCode: isRentalManagementHost(host) ? 'RM' : 'GP',
      settings: { rentalManagement: isRentalManagementHost(host) },
      footer: {
        links: {
          conditions: link('conditions', '/conditions'),
          privacyPolicy: link('privacyPolicy', '/privacy'),
          imprint: link('imprint', '/imprint'),
        },
        socialMedia: [],
        partnerships: [],
        retailGroupNote: inLanguage(RETAIL_NOTE, lang),
        copyrightHolder: 'Holiday Homes Portal AG',
      },
      links: {
        privacyPolicy: link('privacyPolicy', '/privacy'),
        contact: link('contact', '/contact'),
      },
      // Both variants show the houses on the provider's public site.
      sites: ['GP', 'RM'].map((siteCode) => ({
        siteCode,
        accommodationUrl: `${PROVIDER_SITE}/${lang}/holiday-home/{code}`,
      })),
      logoCaption: 'Holiday Homes',
    },
    seoLinks: [],
    translations: {},
    languageprefix: '',
    locale: LOCALES[lang],
    language: lang,
  };
}

/** conf-api: `GET /conf-api/v1/pages/{host}{path}?lang=` */
export function confApiRoutes(db: () => D1Database) {
  const routes = new Hono();
  routes.get('/conf-api/', (c) => c.json({ service: 'conf-api', status: 'ok' }));
  routes.get('/conf-api/v1/pages/*', async (c) => {
    const query = querySchema.safeParse({ lang: c.req.query('lang') });
    if (!query.success) return badRequest(c, query.error.issues);
    const rest = c.req.path.slice('/conf-api/v1/pages/'.length);
    const [host = '', ...segments] = rest.split('/');
    if (host === '') return badRequest(c, [{ path: ['host'], message: 'a host is required' }]);
    const path = `/${segments.join('/')}`;
    const row = await db()
      .prepare('SELECT pagetype, body FROM conf_pages WHERE path = ?')
      .bind(path)
      .first<{ pagetype: string; body: string }>();
    if (row) return c.json({ pagetype: row.pagetype, page: path, body: JSON.parse(row.body) });
    return c.json(portalPage(host, path, query.data.lang));
  });
  return routes;
}
