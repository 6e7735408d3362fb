import { redactPath } from '../site/paths.ts';
import { callPath } from './callPath.ts';

/**
 * SPEC §7: conf-api knows a page by host and path, asked with the language. Tokens are taken out
 * of the path first: they are secrets, and would make every guest's page a cache miss.
 */
export function pageConfigPath(host: string, pathname: string, lang: string): string {
  return callPath('pageConfig', { page: `${host}${redactPath(pathname)}` }, { lang });
}
