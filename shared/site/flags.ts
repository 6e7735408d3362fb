import type { Language } from '../i18n/languages.ts';
/** SPEC §3 feature-flag state: two maps, features and payloads. */
export interface FlagState {
  features: Record<string, boolean>;
  payloads: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checked by hand rather than with zod: every page's entry reads flags, and the schema library
 * would otherwise ship with every page.
 */
export function parseFlagState(value: unknown): FlagState {
  if (!isRecord(value) || !isRecord(value.features) || !isRecord(value.payloads))
    throw new TypeError('not a feature state');
  if (!Object.values(value.features).every((flag) => typeof flag === 'boolean'))
    throw new TypeError('a feature is not a boolean');
  return { features: value.features as Record<string, boolean>, payloads: value.payloads };
}

/** The KV key operators edit: `wrangler kv key put --binding KV features '{"features":…}'`. */
export const FLAG_STATE_KEY = 'features';

export const NO_FLAGS: FlagState = { features: {}, payloads: {} };

/** The flags the portal reads. */
export const FLAGS = {
  /** SPEC §2: the configuration switch that forces pre-check-in mode all. */
  precheckinForceModeAll: 'precheckinForceModeAll',
  /** A notice on every page, its text per language in the payload of the same name. */
  notice: 'notice',
  /** SPEC §1, §9: sessions may be recorded (with statistics consent) when this is on. */
  sessionRecording: 'sessionRecording',
} as const;

/**
 * The notice flag's payload: its text in each language the operators wrote it in. A language they
 * left out reads the English one: a notice (an outage, a closed office) matters more than its language.
 */
export function noticeText(payload: unknown, lang: Language): string | null {
  if (!isRecord(payload)) return null;
  const text = payload[lang] ?? payload.en;
  return typeof text === 'string' ? text : null;
}

/** SPEC §7: `/__ftrs` answers base64 of the JSON, UTF-8 safe. */
export function encodeFlagState(state: FlagState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeFlagState(encoded: string): FlagState {
  const binary = atob(encoded.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return parseFlagState(JSON.parse(new TextDecoder().decode(bytes)));
}
