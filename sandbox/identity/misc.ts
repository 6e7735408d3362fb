import type { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { SCHEMA_ID, TRAITS_SCHEMA } from './identities.ts';

/**
 * Kratos serves this to drive WebAuthn/passkey buttons. The sandbox has neither, so the script
 * only defines the functions the nodes could name, as no-ops that say so.
 */
const WEBAUTHN_JS = `/* Ory Kratos webauthn.js (sandbox): no WebAuthn or passkey methods are configured. */
(function () {
  var unavailable = function () {
    console.warn('WebAuthn is not available in the sandbox identity service.');
  };
  window.oryWebAuthnRegistration = unavailable;
  window.oryWebAuthnLogin = unavailable;
  window.oryPasskeyLogin = unavailable;
  window.oryPasskeyLoginAutocompleteInit = unavailable;
  window.oryPasskeyRegistration = unavailable;
  window.oryPasskeySettingsRegistration = unavailable;
})();
`;

interface StoredError {
  id: string;
  error: string;
  created_at: string;
}

/** The endpoints that are not flows: user-facing errors, the WebAuthn script, the identity schema. */
export function mountMisc(app: Hono<SandboxAppEnv>): void {
  app.get('/self-service/errors', async (c) => {
    const db = c.env.DB;
    const id = c.req.query('id');
    const row = id
      ? await db.prepare('SELECT * FROM identity_flow_errors WHERE id = ?').bind(id).first<StoredError>()
      : null;
    if (!row) return errorAnswer(c, db, ERRORS.notFound('The error could not be found.'));
    return c.json(
      {
        id: row.id,
        error: JSON.parse(row.error) as object,
        created_at: row.created_at,
        updated_at: row.created_at,
      },
      200,
    );
  });

  app.get('/.well-known/ory/webauthn.js', (c) =>
    c.body(WEBAUTHN_JS, 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  app.get('/schemas/:id', (c) => {
    if (c.req.param('id') !== btoa(SCHEMA_ID).replace(/=+$/, '')) {
      return errorAnswer(c, c.env.DB, ERRORS.notFound('The identity schema could not be found.'));
    }
    return c.json(TRAITS_SCHEMA, 200);
  });
}
