import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { deserializeRouterState, serializeRouterState } from './boot.ts';
import { scriptSafeJson } from '../platform/scriptJson.ts';

describe('boot data', () => {
  it('cannot close its script element', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>\u2028' });
  });

  it('carries route errors to the browser as errors of the same kind', () => {
    const state = serializeRouterState({
      loaderData: { home: null },
      actionData: null,
      errors: {
        root: new ErrorResponseImpl(404, 'Not Found', { kind: 'route-validation' }),
        other: new Error('boom'),
      },
    });
    const restored = deserializeRouterState(JSON.parse(JSON.stringify(state)));
    const rootError = restored.errors?.root;
    expect(isRouteErrorResponse(rootError) && rootError.status).toBe(404);
    expect(isRouteErrorResponse(rootError) && rootError.data).toEqual({ kind: 'route-validation' });
    expect(restored.errors?.other).toBeInstanceOf(Error);
  });
});
