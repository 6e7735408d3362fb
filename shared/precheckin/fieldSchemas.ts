// The form fields SPEC §5 describes, as zod schemas: the browser loads them with a form's first
// check (web/ui/forms/schemaResolver.ts), never with a page, and the sandbox checks the same rules.
import * as z from 'zod/mini';
import { isCountryCode } from '../i18n/countries.ts';
import { FORBIDDEN, normaliseSalutation, TEXT_MAX } from './textRules.ts';

/** SPEC §5: text under 40 characters, without < > '. */
export const text = (required = true) =>
  z.string().check(
    z.trim(),
    z.maxLength(TEXT_MAX, 'tooLong'),
    z.refine((value) => !FORBIDDEN.test(value), 'forbiddenCharacters'),
    ...(required ? [z.minLength(1, 'required')] : []),
  );

/** SPEC §5: numbers only (a phone). An empty one is missing, not wrongly typed. */
export const digits = (required = true) =>
  z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.refine((value) => value === '' || /^\d{4,20}$/.test(value), 'numbersOnly'),
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
