import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from './env.ts';
import { personalCatalogSchema } from '../shared/account/schemas/personalCatalog.ts';
import { badRequest, formFields } from './badRequest.ts';
import { mailGuest } from './mails.ts';

/** SPEC §7 POST /webcc-api/v1/forms/personalCatalog (multipart): stored, and a confirmation mailed. */
export function personalCatalogRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.post('/webcc-api/v1/forms/personalCatalog', async (c) => {
    const fields = await formFields(c, 'multipart');
    if (fields instanceof Response) return fields;
    const body = personalCatalogSchema.safeParse(fields);
    if (!body.success) return badRequest(c, body.error.issues);
    const db = database();
    await db
      .prepare('INSERT INTO personal_catalog_requests (fields, created_at) VALUES (?, ?)')
      .bind(JSON.stringify(body.data), new Date().toISOString())
      .run();
    await mailGuest(db, body.data.email, body.data.language, 'catalogue', {
      name: `${body.data.firstName} ${body.data.lastName}`,
    });
    return c.json({ status: 'accepted' }, 201);
  });
  return app;
}
