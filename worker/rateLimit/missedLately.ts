import { limitKey } from './limitKey.ts';

/**
 * Whether a client has looked up an unknown token within the miss window (tokenMissCounter.ts):
 * its token pages then answer with their real status. Asked only for a page
 * that carries a token, so other pages never wait for the counter.
 */
export async function missedLately(env: Env, client: string, now = Date.now()): Promise<boolean> {
  const counter = env.TOKEN_MISSES.get(env.TOKEN_MISSES.idFromName(limitKey(client)));
  return (await counter.state(now)).misses > 0;
}
