import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { personalCatalogSchema } from '../../shared/account/schemas/personalCatalog.ts';
import { badRequest, formFields } from '../kit/badRequest.ts';
import { mailGuestWithin } from '../kit/mails.ts';
import type { MailLimit } from '../kit/outbox.ts';
import { sandboxStamp } from '../kit/clock.ts';

/** A stranger's address gets at most three catalogue confirmations a day. */
const CONFIRMATIONS_PER_ADDRESS: MailLimit = { count: 3, windowMs: 24 * 60 * 60 * 1000 };

/** SPEC §7 POST /webcc-api/v1/forms/personalCatalog (multipart): stored, and a confirmation mailed. */
export function personalCatalogRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.post('/webcc-api/v1/forms/personalCatalog', async (c) => {
    const fields = await formFields(c, 'multipart');
    if (fields instanceof Response) return fields;
    const body = personalCatalogSchema.safeParse(fields);
    if (!body.success) return badRequest(c, body.error.issues);
    const db = database();
    const mailed = await mailGuestWithin(
      db,
      body.data.email,
      body.data.language,
      'catalogue',
      { name: `${body.data.firstName} ${body.data.lastName}` },
      CONFIRMATIONS_PER_ADDRESS,
    );
    if (!mailed) {
      return c.json({ error: 'rate_limited', message: 'Too many requests for this address' }, 429, {
        'Retry-After': String(CONFIRMATIONS_PER_ADDRESS.windowMs / 1000),
      });
    }
    await db
      .prepare('INSERT INTO personal_catalog_requests (fields, created_at) VALUES (?, ?)')
      .bind(JSON.stringify(body.data), sandboxStamp())
      .run();
    return c.json({ status: 'accepted' }, 201);
  });
  return app;
}
