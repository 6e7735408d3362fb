import { requestUrl } from '../requestUrl.ts';
import { createStep } from './appEnv.ts';

/**
 * The longest path and query the portal answers, in characters as sent. A redirect repeats them in
 * its `Location` (with `lang` added), and no answer has a header over 8 KB (DESIGN §8): this leaves
 * room for the redirect's other headers within those 8 KB too. The portal's own links are far
 * shorter.
 */
export const MAX_URL_LENGTH = 7_680;

/** Before any step reads the URL: one longer than the portal ever makes is answered 414. */
export const urlLengthStep = createStep(async (c, next) => {
  const { pathname, search } = requestUrl(c.req.raw);
  if (pathname.length + search.length <= MAX_URL_LENGTH) return next();
  return c.json({ error: 'uri_too_long', message: 'The address is too long' }, 414);
});
