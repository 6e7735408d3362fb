import { inviteCall } from '../../../../shared/upstream/calls/invite.ts';
import { callTo } from '../../../../shared/upstream/callPath.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { InviteView } from '../../../../shared/precheckin/schemas/invite.ts';
import type { RegistrationEntry } from '../model/travellerForm.ts';
import { statusOf } from '../../../../shared/upstream/upstreamError.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { lookUpToken, type TokenLookup } from '../../../platform/api/tokenLookup.ts';
import { upstream } from '../../../platform/api/upstream.ts';

const inviteViewSchema = lazySchemas(() => import('../../../../shared/precheckin/schemas/invite.ts'))(
  'inviteViewSchema',
);

const byInvite = (token: string) => callTo(inviteCall, { token });

/** What an invite link came to: a look-up's answers, or a link that has ended (410). */
export type InviteLookup = TokenLookup<InviteView> | { kind: 'ended' };

/** The invited traveller's side: their own entry, by the invite's token. */
export function inviteQuery(api: ApiFetch, inviteToken: string) {
  return queryOptions({
    queryKey: ['precheckin-invite', inviteToken],
    queryFn: async (): Promise<InviteLookup> => {
      try {
        return await lookUpToken(() =>
          upstream(api)({ to: byInvite(inviteToken), answer: inviteViewSchema }),
        );
      } catch (error) {
        if (statusOf(error) === 410) return { kind: 'ended' };
        throw error;
      }
    },
  });
}

export function saveInvitedTraveller(
  api: ApiFetch,
  inviteToken: string,
  traveller: RegistrationEntry,
): Promise<InviteView> {
  return upstream(api)({
    method: 'PUT',
    to: byInvite(inviteToken),
    body: traveller,
    answer: inviteViewSchema,
  });
}
