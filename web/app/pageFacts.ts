import { useMatches } from 'react-router';
import { pageFacts } from '../../shared/routes/routeFacts.ts';
import type { RouteFacts } from '../../shared/routes/routeTable.ts';

/** The current page's facts, read from the handles of its matched routes. */
export function usePageFacts(): RouteFacts {
  return pageFacts(useMatches().map((match) => match.handle as RouteFacts | undefined));
}
