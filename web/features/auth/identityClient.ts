import { Configuration, FrontendApi } from '@ory/client';

let client: { base: string; api: FrontendApi } | undefined;

/**
 * `@ory/client` against the identity service: the Ory project in production, the sandbox (this
 * origin) locally. Credentials go with every call, since the session lives in a cookie.
 */
export function identityApi(base: string | null): FrontendApi {
  const basePath = base ?? window.location.origin;
  if (client?.base !== basePath) {
    client = {
      base: basePath,
      api: new FrontendApi(new Configuration({ basePath, baseOptions: { withCredentials: true } })),
    };
  }
  return client.api;
}
