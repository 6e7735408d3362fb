import { routeFactsAt } from '../../shared/routes/routeFacts.ts';

/** Login and account pages change with an out-in transition (SPEC §2): the old page fades out first. */
export function hasOutInTransition(to: string): boolean {
  const pathname = to.split(/[?#]/, 1)[0] ?? '';
  return routeFactsAt(pathname).area !== undefined;
}
