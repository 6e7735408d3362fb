import type { Env } from '../env.ts';
import type { VapidKeys } from '../../shared/webPush/vapid.ts';

export interface VapidSettings {
  keys: VapidKeys;
  /** The operator's contact for the push services (RFC 8292 §2.1). */
  subject: string;
}

/**
 * The application server's keys: the public one a variable, the private one a secret
 * (`wrangler secret put VAPID_PRIVATE_KEY`); a fixed pair for local mode in wrangler.toml. Without
 * both, the portal offers no push and sends none.
 */
export function vapidSettings(env: Env): VapidSettings | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey || !privateKey) return null;
  return { keys: { publicKey, privateKey }, subject: env.VAPID_SUBJECT || 'mailto:webmaster@localhost' };
}
