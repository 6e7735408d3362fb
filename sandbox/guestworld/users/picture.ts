import { Hono } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import { requireSession, type SignedInEnv } from '../session.ts';
import { guestworldError } from '../errors.ts';
import { AVATAR_MAX_BYTES, imageTypeOf } from '../../../shared/account/avatar.ts';
import { randomSecret } from '../../kit/secrets.ts';
import { findUser, userJson } from './store.ts';
import { USERS } from './profile.ts';
import { DEMO_PICTURES } from './demoPictures.ts';
import { sandboxMs } from '../../kit/clock.ts';

/** How long after an upload the new picture is what the profile shows. */
const PICTURE_DELAY_MS = 1500;

/** SPEC §7 users POST and DELETE /picture, and the pictures themselves (public, like an image CDN). */
export function pictureRoutes(database: () => D1Database): Hono<SignedInEnv> {
  const app = new Hono<SignedInEnv>();
  app.use(`${USERS}/picture`, requireSession(database));

  app.post(`${USERS}/picture`, async (c) => {
    const user = await findUser(database(), c.get('identity').id);
    if (!user) return guestworldError(c, 404, 'userNotFound', 'No user for this identity yet');
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) {
      return guestworldError(c, 400, 'invalidInput', 'One image in the field file', { file: 'required' });
    }
    if (file.size >= AVATAR_MAX_BYTES)
      return guestworldError(c, 413, 'fileTooLarge', 'The picture is 1 MB or more');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type) return guestworldError(c, 415, 'unsupportedFileType', 'JPEG, PNG or WebP only');
    const key = `${user.identity_id}-${randomSecret(12)}`;
    await c.env.PICTURES.put(key, bytes, { httpMetadata: { contentType: type } });
    if (user.pending_picture_key) await c.env.PICTURES.delete(user.pending_picture_key);
    await database()
      .prepare(
        'UPDATE guestworld_users SET pending_picture_key = ?, pending_visible_at = ? WHERE identity_id = ?',
      )
      .bind(key, new Date(sandboxMs() + PICTURE_DELAY_MS).toISOString(), user.identity_id)
      .run();
    return c.json(
      await userJson(database(), c.env.PICTURES, (await findUser(database(), user.identity_id))!),
      202,
    );
  });

  app.delete(`${USERS}/picture`, async (c) => {
    const user = await findUser(database(), c.get('identity').id);
    if (!user) return guestworldError(c, 404, 'userNotFound', 'No user for this identity yet');
    const keys = [user.picture_key, user.pending_picture_key].filter((key): key is string => !!key);
    if (keys.length > 0) await c.env.PICTURES.delete(keys);
    await database()
      .prepare(
        'UPDATE guestworld_users SET picture_key = NULL, pending_picture_key = NULL, pending_visible_at = NULL WHERE identity_id = ?',
      )
      .bind(user.identity_id)
      .run();
    return c.body(null, 204);
  });

  app.get(`${USERS}/pictures/:key`, async (c) => {
    const key = c.req.param('key');
    const demo = DEMO_PICTURES[key];
    if (demo)
      return c.body(demo, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
    const object = await c.env.PICTURES.get(key);
    if (!object) return guestworldError(c, 404, 'notFound', 'No such picture');
    return c.body(object.body, 200, {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      // A new picture gets a new key, so a key's bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
