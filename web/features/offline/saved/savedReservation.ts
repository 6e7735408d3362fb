import * as z from 'zod/mini';
import { LANGUAGES } from '../../../../shared/i18n/languages.ts';
import { TOKEN_PATTERN } from '../../../../shared/routes/paths.ts';
import { reservationOfSavedPage } from './savedPages.ts';

export const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** What the device keeps about a reservation it saved: enough to list it and to know when it goes. */
export const savedReservationSchema = z.object({
  token: z.string().check(z.regex(TOKEN_PATTERN)),
  /** The house's name, the list's link text. */
  title: z.string(),
  checkin: isoDay,
  checkout: isoDay,
  lang: z.enum(LANGUAGES),
  /** The overview's path and query, the list's link. */
  overview: z.string().check(z.refine((path) => reservationOfSavedPage(path.split('?')[0]!) !== null)),
  savedAt: z.iso.datetime(),
  /** The build whose scripts the saved pages load: its files are kept while a saved page needs them. */
  buildId: z.string(),
});
export type SavedReservation = z.infer<typeof savedReservationSchema>;

/** A path of this origin: `//host/…` and `/\host/…` start with a slash too, but name another host. */
const sameOriginPath = z.string().check(z.regex(/^\/(?![/\\])/));

/** A build's id as the build writes it (a cache's name is made of it). */
const buildIdSchema = z.string().check(z.regex(/^[\w-]{1,64}$/));

/**
 * A page's word to the service worker that its guest opened it: keep the page, the calls it made
 * for its data and the files it loaded. Sent after hydration (keepForOffline.ts). It names the
 * reservation, the page's language and build, nothing the record says of the stay: the service
 * worker reads the house and the dates from the booking it fetches itself (keepReservation.ts).
 */
export const keepMessageSchema = z.object({
  type: z.literal('keep'),
  reservation: z.extend(z.pick(savedReservationSchema, { token: true, lang: true }), {
    buildId: buildIdSchema,
  }),
  page: sameOriginPath,
  calls: z.array(sameOriginPath),
  files: z.array(sameOriginPath),
});
export type KeepMessage = z.infer<typeof keepMessageSchema>;

/**
 * A kept page's word that it loaded more of the portal's files than it named when it asked to be
 * kept (code loaded on idle or on demand), requests the service worker did not see: the device
 * keeps them with the page's build, or a saved page would miss them offline once the browser's own
 * cache lets them go (keepForOffline.ts).
 */
export const keepFilesMessageSchema = z.object({
  type: z.literal('keep-files'),
  buildId: buildIdSchema,
  files: z.array(sameOriginPath),
});
export type KeepFilesMessage = z.infer<typeof keepFilesMessageSchema>;
