import { Hono } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import { requireSession, type SignedInEnv } from '../session.ts';
import { guestworldError } from '../errors.ts';
import {
  accountDeletionSchema,
  createUserSchema,
  profileUpdateSchema,
} from '../../../shared/account/schemas/user.ts';
import { ensureUser, findUser, userJson } from './store.ts';
import { deleteAccount } from './deleteAccount.ts';
import { fieldsOf, jsonBody } from './body.ts';
import { sandboxStamp } from '../../kit/clock.ts';

export const USERS = '/guestworld-api/v2/users';

/** SPEC §7 users: GET, POST (e-mail), PUT (contacts), DELETE (with the optional survey). */
export function profileRoutes(database: () => D1Database): Hono<SignedInEnv> {
  const app = new Hono<SignedInEnv>();
  app.use(USERS, requireSession(database));

  app.get(USERS, async (c) => {
    const user = await findUser(database(), c.get('identity').id);
    if (!user) return guestworldError(c, 404, 'userNotFound', 'No user for this identity yet');
    return c.json(await userJson(database(), c.env.PICTURES, user));
  });

  // The first sign-in creates the record; a second call changes nothing. The record's e-mail is the
  // identity's own, never the body's: bookings are linked by it.
  app.post(USERS, async (c) => {
    const body = createUserSchema.safeParse(await jsonBody(c));
    if (!body.success) return guestworldError(c, 400, 'invalidInput', 'Invalid user', fieldsOf(body.error));
    if (body.data.email.toLowerCase() !== c.get('identity').email.toLowerCase()) {
      return guestworldError(c, 403, 'emailMismatchError', 'The e-mail is not the signed-in identity’s');
    }
    const created = await ensureUser(database(), c.get('identity'));
    const user = (await findUser(database(), c.get('identity').id))!;
    return c.json(await userJson(database(), c.env.PICTURES, user), created ? 201 : 200);
  });

  app.put(USERS, async (c) => {
    const body = profileUpdateSchema.safeParse(await jsonBody(c));
    if (!body.success)
      return guestworldError(c, 400, 'invalidInput', 'Invalid contacts', fieldsOf(body.error));
    const user = await findUser(database(), c.get('identity').id);
    if (!user) return guestworldError(c, 404, 'userNotFound', 'No user for this identity yet');
    const p = body.data;
    await database()
      .prepare(
        `UPDATE guestworld_users SET title = ?, first_name = ?, last_name = ?, street = ?, postcode = ?, city = ?,
           country = ?, phone = ?, updated_at = ? WHERE identity_id = ?`,
      )
      .bind(
        p.title,
        p.firstName,
        p.lastName,
        p.street,
        p.postcode,
        p.city,
        p.country,
        p.phone,
        sandboxStamp(),
        user.identity_id,
      )
      .run();
    return c.json(
      await userJson(database(), c.env.PICTURES, (await findUser(database(), user.identity_id))!),
    );
  });

  app.delete(USERS, async (c) => {
    const survey = accountDeletionSchema.safeParse((await jsonBody(c)) ?? {});
    if (!survey.success)
      return guestworldError(c, 400, 'invalidInput', 'Invalid survey', fieldsOf(survey.error));
    const db = database();
    await deleteAccount(db, c.env.PICTURES, c.get('identity').id, await findUser(db, c.get('identity').id));
    if (survey.data.reasons.length > 0 || survey.data.comment) {
      await db
        .prepare('INSERT INTO guestworld_deletion_surveys (reasons, comment, created_at) VALUES (?, ?, ?)')
        .bind(JSON.stringify(survey.data.reasons), survey.data.comment, sandboxStamp())
        .run();
    }
    return c.body(null, 204);
  });

  return app;
}
