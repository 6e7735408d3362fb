import { isParam, pageOfSegments } from './routeFacts.ts';
import type { RouteFacts } from './routeTable.ts';

// Apart from routeFacts.ts, which every page loads: only the pages that read a path's token need it.
/** The page at `pathname`: its route's id, its parameters (`token`) and its facts. */
export function pageMatchAt(
  pathname: string,
): { id: string; params: Record<string, string>; facts: RouteFacts } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const page = pageOfSegments(segments);
  if (!page) return undefined;
  const params: Record<string, string> = {};
  page.segments.forEach((segment, i) => {
    if (isParam(segment)) params[segment.slice(1)] = segments[i]!;
  });
  return { id: page.id, params, facts: page.facts };
}
