import { isLanguage, type Language } from '../../shared/i18n/languages.ts';
/** Shapes shared by the flow files; the JSON ones follow Kratos' api.json (`components.schemas`). */
export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';
export const FLOW_KINDS: readonly FlowKind[] = [
  'login',
  'registration',
  'recovery',
  'verification',
  'settings',
];
export type FlowType = 'browser' | 'api';

export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

export interface UiNode {
  type: 'input' | 'a' | 'text';
  group: 'default' | 'password' | 'oidc' | 'profile' | 'code';
  attributes: Record<string, unknown> & { name?: string; node_type: string };
  messages: UiText[];
  meta: { label?: UiText };
}

/** What one answer said beyond the plain form: kept with the flow so a later GET shows it too. */
export interface UiState {
  messages?: UiText[];
  /** Node values by node name (never passwords). */
  values?: Record<string, string>;
  /** Node messages by node name. */
  nodeMessages?: Record<string, UiText[]>;
}

export interface FlowRow {
  id: string;
  kind: FlowKind;
  type: FlowType;
  state: string;
  csrf_token: string | null;
  identity_id: string | null;
  address: string | null;
  request_url: string;
  return_to: string | null;
  refresh: number;
  requested_aal: string;
  transient_payload: string | null;
  ui_state: string;
  issued_at: string;
  expires_at: string;
}

/** A trait's language: any of the portal's (the identity schema's enum of them). */
export type Lang = Language;
export const isLang = isLanguage;
