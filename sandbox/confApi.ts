import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { D1Database } from './env.ts';
import { LANGUAGES, type Language } from '../shared/site/languages.ts';
import type { PageConfig } from '../shared/site/schemas/pageConfig.ts';
import { badRequest } from './badRequest.ts';

const querySchema = z.object({ lang: z.enum(LANGUAGES) });

const LABELS: Record<Language, Record<'conditions' | 'privacyPolicy' | 'imprint' | 'contact', string>> = {
  en: {
    conditions: 'Terms and conditions',
    privacyPolicy: 'Privacy policy',
    imprint: 'Imprint',
    contact: 'Contact us',
  },
  de: { conditions: 'AGB', privacyPolicy: 'Datenschutz', imprint: 'Impressum', contact: 'Kontakt' },
};

const RETAIL_NOTE: Record<Language, string> = {
  en: 'A member of the European Holiday Homes retail group.',
  de: 'Mitglied der Handelsgruppe European Holiday Homes.',
};

/** The provider's public site, where its legal pages live. */
const PROVIDER_SITE = 'https://www.holiday-homes.example';

/** Hosts starting with `rental.` stand for the rental-management variant (no 'contact us'). */
function isRentalManagementHost(host: string): boolean {
  return host.startsWith('rental.');
}

export function portalPage(host: string, path: string, lang: Language): PageConfig {
  const labels = LABELS[lang];
  const link = (key: keyof typeof labels, path: string) => ({
    href: `${PROVIDER_SITE}/${lang}${path}`,
    label: labels[key],
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
        retailGroupNote: RETAIL_NOTE[lang],
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
    locale: lang === 'de' ? 'de_DE' : 'en_GB',
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
