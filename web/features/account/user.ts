import {
  linkBookingCall,
  userCall,
  userDocumentCall,
  userPictureCall,
} from '../../../shared/upstream/calls/user.ts';
import { callPath, callTo } from '../../../shared/upstream/callPath.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../shared/site/render.ts';
import type { AccountDeletion, ProfileUpdate, User } from '../../../shared/account/schemas/user.ts';
import { lazySchemas } from '../../platform/api/lazySchemas.ts';
import { statusOf } from '../../../shared/upstream/upstreamError.ts';
import { upstream } from '../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../shared/account/schemas/user.ts'));
const userSchema = schema('userSchema');

/** Every cached user, of whichever identity: cleared when the session ends. */
export const USER_QUERY_ROOT = ['user'] as const;

function readUser(api: ApiFetch): Promise<User> {
  return upstream(api)({ to: callTo(userCall, {}), answer: userSchema });
}

/**
 * SPEC §4, §7: the signed-in user. Their first sign-in creates the record (POST with the e-mail;
 * a second POST is harmless), so a user not found yet is created and answered.
 */
export function userQuery(api: ApiFetch, identityId: string, email: string) {
  return queryOptions({
    queryKey: [...USER_QUERY_ROOT, identityId],
    queryFn: async () => {
      try {
        return await readUser(api);
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
        return upstream(api)({
          method: 'POST',
          to: callTo(userCall, {}),
          body: { email },
          answer: userSchema,
        });
      }
    },
    // A 401 means the session ended: asking again cannot help.
    retry: (failures, error) => statusOf(error) !== 401 && failures < 1,
  });
}

/** The profile read again, skipping the cache (the picture's reload loop). */
export const reloadUser = readUser;

export function updateProfile(api: ApiFetch, profile: ProfileUpdate): Promise<User> {
  return upstream(api)({
    method: 'PUT',
    to: callTo(userCall, {}),
    body: profile,
    answer: userSchema,
  });
}

export async function deleteAccount(api: ApiFetch, survey: AccountDeletion): Promise<void> {
  await upstream(api)({
    method: 'DELETE',
    to: callTo(userCall, {}),
    body: survey,
    answer: schema('noContentSchema'),
  });
}

/** Answers the user as it is right after the upload: the new picture shows a moment later. */
export function uploadPicture(api: ApiFetch, file: File): Promise<User> {
  const form = new FormData();
  form.set('file', file);
  return upstream(api)({
    method: 'POST',
    to: callTo(userPictureCall, {}),
    body: form,
    answer: userSchema,
  });
}

export async function removePicture(api: ApiFetch): Promise<void> {
  await upstream(api)({
    method: 'DELETE',
    to: callTo(userPictureCall, {}),
    answer: schema('noContentSchema'),
  });
}

/** SPEC §4: 200 links the booking (the user answered); 202 mailed a code to enter next. */
export function linkReservation(api: ApiFetch, reservationToken: string, otp?: string) {
  return upstream(api)({
    method: 'POST',
    to: callTo(linkBookingCall, {}),
    body: otp ? { reservationToken, otp } : { reservationToken },
    answer: schema('linkAnswerSchema'),
  });
}

/** A linked booking's document, downloaded by the browser itself (the session cookie goes along). */
export const documentUrl = (number: string, name: string) =>
  callPath(userDocumentCall, { booking: number, document: name });
