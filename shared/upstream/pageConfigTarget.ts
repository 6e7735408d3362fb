import { pageConfigCall } from './calls/pages.ts';
import { redactPath } from '../routes/paths.ts';
import { callTo, type CallTarget } from './callPath.ts';

/**
 * SPEC §7: conf-api knows a page by host and path, asked with the language. Tokens are taken out
 * of the path first: they are secrets, and would make every guest's page a cache miss.
 */
export function pageConfigTarget(host: string, pathname: string, lang: string): CallTarget {
  return callTo(pageConfigCall, { page: `${host}${redactPath(pathname)}` }, { lang });
}
