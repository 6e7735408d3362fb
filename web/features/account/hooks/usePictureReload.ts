import { useApi } from '../../../platform/useApi.ts';
import { reloadUser } from '../user.ts';
import { AVATAR_RELOAD_INTERVAL_MS, AVATAR_RELOAD_TRIES } from '../../../../shared/account/avatar.ts';
import type { User } from '../../../../shared/account/schemas/user.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §4: after an upload the profile is read again up to 5 times, 1 s apart, until its picture
 * differs from the one before. Answers the last user read, and whether the picture changed.
 */
export function usePictureReload() {
  const api = useApi();
  return async (before: string | null): Promise<{ user: User | null; changed: boolean }> => {
    let user: User | null = null;
    for (let attempt = 0; attempt < AVATAR_RELOAD_TRIES; attempt++) {
      await pause(AVATAR_RELOAD_INTERVAL_MS);
      user = await reloadUser(api);
      if (user.profileImg !== before) return { user, changed: true };
    }
    return { user, changed: false };
  };
}
