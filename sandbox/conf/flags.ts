import type { KVNamespace } from '../kit/env.ts';
import { FLAG_STATE_KEY, type FlagState } from '../../shared/site/flags.ts';

/** The flags a fresh sandbox starts with; operators change them in KV. */
const DEFAULT_FLAG_STATE: FlagState = {
  features: { precheckinForceModeAll: false, notice: false },
  payloads: {
    notice: {
      en: 'Our service team is reachable by phone only today.',
      de: 'Unser Serviceteam ist heute nur telefonisch erreichbar.',
    },
  },
};

const seeded = new WeakSet<KVNamespace>();

export async function ensureFeaturesSeeded(kv: KVNamespace): Promise<void> {
  if (seeded.has(kv)) return;
  if ((await kv.get(FLAG_STATE_KEY)) === null)
    await kv.put(FLAG_STATE_KEY, JSON.stringify(DEFAULT_FLAG_STATE));
  seeded.add(kv);
}
