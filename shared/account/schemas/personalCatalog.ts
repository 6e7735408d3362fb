import * as z from 'zod/mini';
import { LANGUAGES } from '../../i18n/languages.ts';
import { profileUpdateSchema } from './user.ts';
import { email } from '../../precheckin/fieldSchemas.ts';

/** The postal address, with the profile's rules (SPEC §5). */
const addressSchema = z.pick(profileUpdateSchema, {
  firstName: true,
  lastName: true,
  street: true,
  postcode: true,
  city: true,
  country: true,
});

/** The fields the person fills in: name, postal address and e-mail (for the confirmation). */
export const catalogueAddressSchema = z.extend(addressSchema, { email });

/**
 * SPEC §3, §7: the personal catalogue request, sent as multipart form fields: language, sales
 * office, page url, the person's address, and the partner parameters (SPEC §6: retailerMode T1
 * with partner id and jwt, else 06).
 */
export const personalCatalogSchema = z.extend(catalogueAddressSchema, {
  language: z.enum(LANGUAGES),
  salesoffice: z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/, 'required')),
  url: z.url().check(z.maxLength(2000)),
  PartnerId: z._default(z.string().check(z.maxLength(40)), ''),
  retailerMode: z.enum(['T1', '06']),
});

export const catalogueAcceptedSchema = z.object({ status: z.literal('accepted') });

export type PersonalCatalog = z.input<typeof personalCatalogSchema>;
export type CatalogueAddress = z.input<typeof catalogueAddressSchema>;
