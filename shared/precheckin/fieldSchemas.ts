// The form fields SPEC §5 describes, as zod schemas: the browser loads them with a form's first
// check (web/ui/forms/schemaResolver.ts), never with a page, and the sandbox checks the same rules.
import * as z from 'zod/mini';
import { isCountryCode } from '../i18n/countries.ts';
import { FORBIDDEN, normaliseSalutation, TEXT_MAX } from './textRules.ts';
import { isPhoneDigits, phoneDigits } from './phoneNumber.ts';

/** SPEC §5: text under 40 characters, without < > '. */
export const text = (required = true) =>
  z.string().check(
    z.trim(),
    z.maxLength(TEXT_MAX, 'tooLong'),
    z.refine((value) => !FORBIDDEN.test(value), 'forbiddenCharacters'),
    ...(required ? [z.minLength(1, 'required')] : []),
  );

/**
 * SPEC §5: a phone, kept as numbers only, taken as people write it (phoneNumber.ts). An empty one is
 * missing, not wrongly typed.
 */
export const phone = (required = true) =>
  z.pipe(
    z.string().check(z.trim(), ...(required ? [z.minLength(1, 'required')] : [])),
    z.pipe(
      z.transform(phoneDigits),
      z.string().check(z.refine((value) => value === '' || isPhoneDigits(value), 'invalidPhone')),
    ),
  );

/** A valid e-mail address (SPEC §5), without < > '. */
export const email = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[^\s@<>']+@[^\s@<>']+\.[^\s@<>']+$/, 'invalidEmail'),
    z.maxLength(100, 'tooLong'),
  );

/** A country as its ISO 3166-1 two-letter code: one of the countries the forms offer. */
export const countryCode = z.string().check(z.refine(isCountryCode, 'required'));

export const salutationSchema = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const normalised = normaliseSalutation(value);
    if (!normalised) ctx.issues.push({ code: 'custom', message: 'required', input: value });
    return normalised ?? 'M';
  }),
);
