import { requestUrl } from '../requestUrl.ts';
import { getCookie } from 'hono/cookie';
import { nanoid } from 'nanoid';
import { newXsrfCookie, XSRF_COOKIE } from '../xsrf.ts';
import { siteCookie } from '../../shared/site/siteCookie.ts';
import { createStep } from './appEnv.ts';
import { addCookie } from './redirect.ts';

/** SPEC §9: the user-id cookie lives 3 days and holds a random id of length 21. */
const USER_ID_COOKIE = 'uid';
const USER_ID_MAX_AGE_S = 3 * 24 * 60 * 60;

/** A page gives a new visitor the XSRF token its script sends back, and a user id. */
export const visitorCookiesStep = createStep(async (c, next) => {
  const url = requestUrl(c.req.raw);
  if (!getCookie(c, XSRF_COOKIE)) addCookie(c, newXsrfCookie(url));
  if (!getCookie(c, USER_ID_COOKIE))
    addCookie(c, siteCookie(url, USER_ID_COOKIE, nanoid(21), { maxAge: USER_ID_MAX_AGE_S, httpOnly: true }));
  await next();
});
