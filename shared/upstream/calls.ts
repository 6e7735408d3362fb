import { reservationsInFilters } from './reviewFilters.ts';
import { accommodationKey, ratingKey } from './publicAnswers.ts';

/**
 * The address book of the provider's services: every call the portal makes, written once, with
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
   * Keyed by a booking number (the `:number` parameter, or those a query names): it passes only
   * with that booking's token (X-Reservation-Token), or anyone counting numbers could read it.
   */
  bookingNumber?: 'inPath' | ((query: URLSearchParams) => string[]);
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
   * The key its answer is kept under at the edge for all guests, or null: only an answer that is the
   * same for everyone, and only for the query that asks exactly that.
   */
  edgeCache?: (params: CallParams, query: URLSearchParams) => string | null;
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

const RESERVATIONS = '/webcc-api/v1/booking/reservations';
const PRECHECKINS = '/webcc-api/v1/booking/precheckins';
const WISHLISTS = '/guestworld-api/v2/wishlists';

const BOOKING = { personalData: true } as const;
const BY_TOKEN = { ...BOOKING, token: 'inPath' } as const;
const BY_NUMBER = { ...BOOKING, bookingNumber: 'inPath' } as const;
/** SPEC §6: a change to a booking carries its verified code (`Authorization: Authcode 123456`). */
const WITH_CODE = { ...BY_NUMBER, headers: ['authorization'] } as const;
const KEPT = { ...BY_TOKEN, keptOffline: true } as const;
const USER = { personalData: true } as const;

export const CALLS = {
  // A page's configuration, by host and path; the home page's path ends in a slash.
  pageConfig: { method: 'GET', path: '/conf-api/v1/pages/:page+' },
  emailScore: { method: 'GET', path: '/validation-api/v1/emails/:email' },
  partners: { method: 'GET', path: '/webcc-api/v1/partners', headers: ['jwt'] },
  accommodation: {
    method: 'GET',
    path: '/webcc-api/v1/accommodations/:accommodation/:lang?',
    edgeCache: accommodationKey,
  },
  picture: { method: 'GET', path: '/webcc-api/v1/pictures/:picture+', picture: true },
  // The reviews of a stay name its booking (`filters=reservation:N`): which review a booking has is its guest's.
  reviews: {
    method: 'GET',
    path: '/webcc-api/v1/reviews',
    bookingNumber: reservationsInFilters,
    edgeCache: ratingKey,
  },
  reviewForm: { method: 'POST', path: '/webcc-api/v1/forms/reviews', token: 'inBody' },
  personalCatalogForm: { method: 'POST', path: '/webcc-api/v1/forms/personalCatalog', limit: 'form' },
  reservationLinkForm: { method: 'POST', path: '/webcc-api/v1/forms/reservationLink', limit: 'form' },
  translations: { method: 'POST', path: '/webcc-api/v1/translations' },
  voucher: { method: 'GET', path: `${RESERVATIONS}/voucher/:token`, ...KEPT },
  reservation: { method: 'GET', path: `${RESERVATIONS}/:token`, ...KEPT },
  reservationDocument: { method: 'GET', path: `${RESERVATIONS}/:token/documents/:document`, ...KEPT },
  // The arrival information: its code and Wi-Fi password are sent only once the reveal rule holds.
  arrival: { method: 'GET', path: `${RESERVATIONS}/:token/arrival`, ...KEPT },
  checkAuthcode: {
    method: 'GET',
    path: `${RESERVATIONS}/:number/authcodes/:code`,
    ...BY_NUMBER,
    limit: 'code',
  },
  sendAuthcode: {
    method: 'POST',
    path: `${RESERVATIONS}/:number/authcodes/:code`,
    ...BY_NUMBER,
    limit: 'code',
    timeoutMs: 90_000,
  },
  // A change is saved against the version the guest saw (X-LastModified).
  changeReservation: {
    method: 'PUT',
    path: `${RESERVATIONS}/:number`,
    ...WITH_CODE,
    headers: ['authorization', 'x-lastmodified'],
    timeoutMs: 20_000,
  },
  cancelReservation: { method: 'DELETE', path: `${RESERVATIONS}/:number`, ...WITH_CODE, timeoutMs: 10_000 },
  refund: { method: 'POST', path: `${RESERVATIONS}/:number/refund`, ...WITH_CODE },
  payment: { method: 'POST', path: `${RESERVATIONS}/:number/payments`, ...BY_NUMBER },
  checkPrice: { method: 'GET', path: `${RESERVATIONS}/:number/checkPrice`, ...BY_NUMBER },
  precheckin: { method: 'GET', path: `${PRECHECKINS}/:token`, ...BY_TOKEN },
  startPrecheckin: { method: 'POST', path: `${PRECHECKINS}/:token`, ...BY_TOKEN },
  precheckinContact: { method: 'POST', path: `${PRECHECKINS}/:token/contact`, ...BY_TOKEN },
  precheckinConfirm: { method: 'POST', path: `${PRECHECKINS}/:token/confirm`, ...BY_TOKEN },
  precheckinCustomer: { method: 'POST', path: `${PRECHECKINS}/:token/customer`, ...BY_TOKEN },
  precheckinPax: { method: 'POST', path: `${PRECHECKINS}/:token/pax`, ...BY_TOKEN },
  precheckinTravellers: { method: 'POST', path: `${PRECHECKINS}/:token/travellers`, ...BY_TOKEN },
  precheckinServices: { method: 'POST', path: `${PRECHECKINS}/:token/services`, ...BY_TOKEN },
  guestRegistration: { method: 'PUT', path: `${PRECHECKINS}/:token/guestregistration`, ...BY_TOKEN },
  // The main guest issues (again) or withdraws a fellow traveller's invite by its number...
  travellerInvite: { method: 'POST|DELETE', path: `${PRECHECKINS}/:token/invites/:traveller`, ...BY_TOKEN },
  // ...and the invited traveller reads and saves their own entry by the invite's token.
  invite: { method: 'GET|PUT', path: `${PRECHECKINS}/invites/:token`, ...BY_TOKEN },
  user: { method: 'GET|POST|PUT|DELETE', path: '/guestworld-api/v2/users', ...USER },
  userPicture: { method: 'POST|DELETE', path: '/guestworld-api/v2/users/picture', ...USER },
  linkBooking: {
    method: 'POST',
    path: '/guestworld-api/v2/users/link',
    ...USER,
    limit: 'code',
    token: 'inBody',
  },
  userPictureFile: {
    method: 'GET',
    path: '/guestworld-api/v2/users/pictures/:picture',
    ...USER,
    picture: true,
  },
  userDocument: {
    method: 'GET',
    path: '/guestworld-api/v2/users/reservations/:booking/documents/:document',
    ...USER,
  },
  wishlists: { method: 'GET|POST', path: WISHLISTS, ...USER },
  sharedWishlist: { method: 'GET', path: `${WISHLISTS}/shared/:token`, ...USER, token: 'inPath' },
  wishlist: { method: 'PATCH|DELETE', path: `${WISHLISTS}/:wishlist`, ...USER },
  wishlistProperty: {
    method: 'PUT|DELETE',
    path: `${WISHLISTS}/:wishlist/properties/:accommodation`,
    ...USER,
  },
  wishlistShare: { method: 'POST|DELETE', path: `${WISHLISTS}/:wishlist/share`, ...USER },
} as const satisfies Record<string, CallEntry>;

export type CallId = keyof typeof CALLS;
