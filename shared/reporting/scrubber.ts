import type { SecretSections } from './secretSections.ts';

/** Where tokens and codes stand in the portal's paths (secretSections.ts works them out from the tables). */
export type PathSecrets = Record<'token' | 'code', SecretSections>;
/**
 * SPEC §8 "no secret leaves": what an error report may not carry, each kind replaced by its name
 * so the report still says what stood there. Used on the worker's and the browser's reports alike.
 */

/** Query parameters, form fields and JSON keys whose value is a secret or personal data. */
const SECRET_NAMES =
  'jwt|token|code|otp|authcode|password|e-?mail|mail|contactmail|session|session_?id|session_?token|' +
  'reservationtoken|partnertoken|init_code|return_to_code|cookies?|authorization|x-session-token|' +
  'x-reservation-token|set-cookie|x-xsrf-token';

const SECRET_KEY = new RegExp(`^(?:${SECRET_NAMES})$`, 'i');

const slashes = (section: string) => section.split('/').join('/+');

/**
 * An identifier, not a token: words of letters, each a capital or small letter and two or more
 * small ones (`precheckinForceModeAll`) or an acronym (`HTML`), maybe joined by `-` or `_`.
 */
// Each word takes its whole run, so a run splits into words one way only: no runaway backtracking.
const IDENTIFIER = '(?:[A-Z]?[a-z]{2,}(?![a-z])|[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[-_])+(?![\\w-])';

/**
 * The rules, applied in order: the more specific shapes first, so a JWT is not mistaken for a token.
 * Where a token or a code stands in a path comes from the route and call tables (`secrets`).
 */
function textRules({ token: tokens, code: codes }: PathSecrets): [RegExp, string][] {
  const tokenSections = tokens.sections.map(slashes).join('|');
  // The fixed children of those sections, and booking numbers, stay.
  const noToken = `(?:${tokens.fixedChildren.join('|')}|\\d+|\\[\\w+\\])(?=[/?#\\s"']|$)`;
  return [
    // Partner tokens (SPEC §3 jwt): three base64url parts, the header always begins `eyJ`.
    [/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[jwt]'],
    // A secret-named parameter, in a URL or a form body: `?jwt=…`, `&code=…`, `email=…`.
    [new RegExp(`(\\b(?:${SECRET_NAMES})=)[^&#\\s"']+`, 'gi'), '$1[Filtered]'],
    // E-mail addresses, also URL-encoded (a package's `name@1.2.3` is none: a domain ends in letters).
    [/[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)(?:[\w-]+\.)+[a-z]{2,}\b/gi, '[email]'],
    // Reservation, pre-check-in and wishlist tokens in paths, whatever their characters; booking
    // numbers and fixed pages stay.
    [new RegExp(`(/(?:${tokenSections})/+)(?!${noToken})[^/?#\\s"']+`, 'gi'), '$1[token]'],
    // Verification codes in paths (SPEC §7 authcodes) and Kratos session ids.
    [new RegExp(`(/(?:${codes.sections.map(slashes).join('|')})/)[^/?#\\s"']+`, 'g'), '$1[code]'],
    [/(\/sessions\/)(?!(?:whoami|token-exchange)(?![\w-]))[\w-]+/g, '$1[session]'],
    // A token on its own, e.g. in a message: 22 to 64 base64url characters mixing cases (so
    // identifiers, hex ids and UUIDs stay), not a bundle's file name. A token needs no digit: one
    // in 40 has none.
    [
      new RegExp(
        `(?<![\\w-])(?=[\\w-]*[a-z])(?=[\\w-]*[A-Z])(?!${IDENTIFIER})[\\w-]{22,64}(?![\\w-]|\\.(?:m?js|css|map)\\b)`,
        'g',
      ),
      '[token]',
    ],
    // A six-digit code on its own (SPEC §5), not part of a number, a version or a position.
    [/(?<![\w.:/-])\d{6}(?![\w.:-])/g, '[code]'],
  ];
}

export interface Scrubber {
  scrubText(text: string): string;
  /**
   * A report with every secret taken out: each string scrubbed, each secret-named field's value
   * replaced whole. Numbers (line and column numbers, statuses) stay.
   */
  scrubReport<T>(value: T): T;
}

/** A scrubber for the portal's paths, with where their secrets stand. */
export function createScrubber(secrets: PathSecrets): Scrubber {
  const rules = textRules(secrets);
  const scrubText = (text: string) =>
    rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
  const scrubValue = (value: unknown): unknown => {
    if (typeof value === 'string') return scrubText(value);
    if (Array.isArray(value)) return value.map(scrubValue);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        SECRET_KEY.test(key) && field !== null && field !== undefined ? '[Filtered]' : scrubValue(field),
      ]),
    );
  };
  return { scrubText, scrubReport: <T>(value: T) => scrubValue(value) as T };
}
