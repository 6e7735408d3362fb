/**
 * What the call table (calls.ts) says of each call the portal makes to the provider's services:
 * what each concern needs to know of it. The edge's proxy forwards these and nothing else, and reads
 * each call's headers, limits and token from here; the logs and error reports redact what its
 * parameters hold; the upstream client bounds it by its timeout; the edge keeps it for everyone only
 * where `edgeCache` says so; the service worker keeps it on a guest's device only where
 * `keptOffline` says so; the browser builds its path with `callPath`.
 *
 * A path is the same-origin one (the service's prefix first), in segments: a fixed word, `:name`
 * for one segment, `:name?` for an optional last one, `:name+` for one or more (a page's or a
 * picture's own path). What a parameter holds is said by its name (`PARAMETERS` below).
 */
export interface CallEntry {
  /** One method or several: `GET`, `GET|PUT`. */
  method: string;
  path: string;
  /** Where the call's secret token is: the `:token` parameter, or the body. */
  token?: 'inPath' | 'inBody';
  /**
   * Keyed by a booking number (the `:number` parameter, or those a reviews query's filters name): it passes only
   * with that booking's token (X-Reservation-Token), or anyone counting numbers could read it.
   */
  bookingNumber?: 'inPath' | 'inReviewFilters';
  /** The answer is one guest's (bookings, passports, users, wishlists): never kept by a cache. */
  personalData?: true;
  /** The answer is opened as a picture, whatever type it claims. */
  picture?: true;
  /** The client's limit it counts against: sending or checking a code, or a form that mails others. */
  limit?: 'code' | 'form';
  /** The browser's headers the call needs besides those every call may carry. */
  headers?: readonly string[];
  /** Its bound (SPEC §7), where it has one of its own. */
  timeoutMs?: number;
  /**
   * An answer the same for everyone, kept at the edge for all guests: an accommodation asked
   * without a query, or a rating (worker/publicData/publicAnswers.ts says which queries exactly).
   */
  edgeCache?: 'accommodation' | 'rating';
  /** A reservation's own call, kept on its guest's device with the pages that made it. */
  keptOffline?: true;
}

export type CallParams = Readonly<Record<string, string>>;

/**
 * What a parameter holds, by its name. A secret (a token, a code, an e-mail address, a wishlist's
 * id) is never written to a log or a report: `secret` names what stands in its place there. A
 * shaped one matches only its shape.
 */
export const PARAMETERS = {
  token: { secret: 'token' },
  code: { secret: 'code' },
  email: { secret: 'email' },
  wishlist: { secret: 'token' },
  number: { shape: '\\d+' },
  traveller: { shape: '\\d{1,2}' },
} as const satisfies Record<string, ParameterFacts>;

export interface ParameterFacts {
  secret?: 'token' | 'code' | 'email';
  shape?: string;
}
