import type { KVNamespace } from '../kit/env.ts';
import { FEATURES_KEY, type FeatureState } from '../../shared/site/features.ts';

/** The flags a fresh sandbox starts with; operators change them in KV. */
const DEFAULT_FEATURES: FeatureState = {
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
  if ((await kv.get(FEATURES_KEY)) === null) await kv.put(FEATURES_KEY, JSON.stringify(DEFAULT_FEATURES));
  seeded.add(kv);
}
