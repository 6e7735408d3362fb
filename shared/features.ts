import * as z from 'zod/mini';

/** SPEC §3 feature-flag state: two maps, features and payloads. */
export const featureStateSchema = z.object({
  features: z.record(z.string(), z.boolean()),
  payloads: z.record(z.string(), z.unknown()),
});
export type FeatureState = z.infer<typeof featureStateSchema>;

export const NO_FEATURES: FeatureState = { features: {}, payloads: {} };

/** The flags the portal reads. */
export const FLAGS = {
  /** SPEC §2: the configuration switch that forces pre-check-in mode all. */
  precheckinForceModeAll: 'precheckinForceModeAll',
  /** A notice on every page, its text per language in the payload of the same name. */
  notice: 'notice',
} as const;

export const noticePayloadSchema = z.object({ en: z.string(), de: z.string() });

/** SPEC §7: `/__ftrs` answers base64 of the JSON, UTF-8 safe. */
export function encodeFeatureState(state: FeatureState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeFeatureState(encoded: string): FeatureState {
  const binary = atob(encoded.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return featureStateSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
}
