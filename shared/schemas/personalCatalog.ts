import * as z from 'zod/mini';
import { countryCode, text } from '../precheckin.ts';
import { LANGUAGES } from '../languages.ts';

/**
 * SPEC §3, §7: the personal catalogue request, sent as multipart form fields: language, sales
 * office, page url, the person's name, postal address and e-mail (for the confirmation), and the
 * partner parameters (SPEC §6: retailerMode T1 with partner id and jwt, else 06).
 */
export const personalCatalogSchema = z.object({
  language: z.enum(LANGUAGES),
  salesoffice: z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/, 'required')),
  url: z.url().check(z.maxLength(2000)),
  firstName: text(),
  lastName: text(),
  street: text(),
  postcode: text(),
  city: text(),
  country: countryCode,
  email: z.string().check(z.trim(), z.regex(/^[^\s@<>']+@[^\s@<>']+\.[^\s@<>']+$/, 'invalidEmail')),
  PartnerId: z._default(z.string().check(z.maxLength(40)), ''),
  retailerMode: z.enum(['T1', '06']),
});

/** The fields the person fills in; the rest come from the page. */
export const catalogueAddressSchema = z.pick(personalCatalogSchema, {
  firstName: true,
  lastName: true,
  street: true,
  postcode: true,
  city: true,
  country: true,
  email: true,
});

export const catalogueAcceptedSchema = z.object({ status: z.literal('accepted') });

export type PersonalCatalog = z.input<typeof personalCatalogSchema>;
export type CatalogueAddress = z.input<typeof catalogueAddressSchema>;
