import { RESERVATION_TRACKING_SECTION } from '../routes/routeTable.ts';
import { ROUTE_PATHS } from '../routes/routePaths.ts';
import { parameterOf, parameterFacts } from '../upstream/compileCall.ts';
import * as CALLS from '../upstream/calls/index.ts';

/**
 * Where a secret stands in the portal's paths, pages and calls alike, for text that may name any of
 * them (an error report): the segment or two that precede each secret (`reservations`,
 * `precheckins/invite`, `wishlists/shared`), and the fixed segments that follow such a section
 * where no secret does (`reservations/voucher`, `precheckins/iframepages`).
 */
export interface SecretSections {
  sections: string[];
  fixedChildren: string[];
}

const secretOf = (segment: string) =>
  segment === ':token' ? 'token' : parameterFacts(parameterOf(segment)?.name ?? '').secret;

export function secretSections(
  kind: 'token' | 'code',
  paths: readonly string[] = allPaths(),
): SecretSections {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  const isSecret = (segment: string) => secretOf(segment) === kind;
  const isFixed = (segment: string | undefined): segment is string => !!segment && !parameterOf(segment);
  // The fixed segment right before a secret: `reservations` in `reservations/:token`.
  const heads = new Set(
    split.flatMap((segments) =>
      segments.flatMap((segment, at) => {
        const head = segments[at - 1];
        return isSecret(segment) && isFixed(head) ? [head] : [];
      }),
    ),
  );
  const sections = new Set<string>();
  const fixedChildren = new Set<string>(kind === 'token' ? [RESERVATION_TRACKING_SECTION] : []);
  for (const segments of split)
    segments.forEach((segment, at) => {
      const [outer, head] = [segments[at - 2], segments[at - 1]];
      // A head below another (`precheckins/invite`) is a section of two segments.
      if (isSecret(segment) && isFixed(head))
        sections.add(isFixed(outer) && heads.has(outer) ? `${outer}/${head}` : head);
      if (head && heads.has(head) && isFixed(segment)) fixedChildren.add(segment);
    });
  return { sections: [...sections].sort((a, b) => b.length - a.length), fixedChildren: [...fixedChildren] };
}

function allPaths(): string[] {
  return [...ROUTE_PATHS.values(), ...Object.values(CALLS).map((call) => call.path)];
}

/** Where tokens and codes stand in the portal's paths (`paths`: every page's and call's). */
export function pathSecrets(paths: readonly string[] = allPaths()) {
  return { token: secretSections('token', paths), code: secretSections('code', paths) };
}
