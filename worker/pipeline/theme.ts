import { requestUrl } from '../requestUrl.ts';
import { getCookie } from 'hono/cookie';
import { resolveTheme, THEME_COOKIE } from '../theme.ts';
import { createStep } from './appEnv.ts';
import { addCookie } from './redirect.ts';

/** DESIGN §5 step 7 (SPEC §5, §9): the partner's colours (`c.get('theme')`), kept for the visit. */
export const themeStep = createStep(async (c, next) => {
  const theme = resolveTheme(requestUrl(c.req.raw), getCookie(c, THEME_COOKIE), c.get('log'));
  addCookie(c, theme.setCookie);
  c.set('theme', theme.colors);
  await next();
});
