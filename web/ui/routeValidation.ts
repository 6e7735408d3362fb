import { data, isRouteErrorResponse } from 'react-router';

const VALIDATION = 'route-validation';

/** SPEC §2: a route whose validation fails shows 'Page Not Found' with that status (404 by default). */
export function validationFailure(status = 404) {
  return data({ kind: VALIDATION }, { status });
}

export function isValidationFailure(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { kind?: unknown }).kind === VALIDATION
  );
}
