import type { D1Database } from '../kit/env.ts';
import type { FlowKind, FlowRow, FlowType, UiState } from './flowTypes.ts';
import type { IdentityRow } from './identities.ts';
import { identityJson } from './identities.ts';
import { nodesFor } from './nodes.ts';
import { FLOW_TTL_MS, iso } from './time.ts';

/** Self-service flows in D1: created, read, updated; answered in Kratos' flow shapes. */

interface NewFlow {
  kind: FlowKind;
  type: FlowType;
  requestUrl: string;
  returnTo?: string | undefined;
  csrf?: string | undefined;
  identityId?: string | undefined;
  address?: string | undefined;
  state?: string;
  refresh?: boolean;
  requestedAal?: string;
  ui?: UiState;
}

const INITIAL_STATE: Record<FlowKind, string> = {
  login: 'choose_method',
  registration: 'choose_method',
  recovery: 'choose_method',
  verification: 'choose_method',
  settings: 'show_form',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createFlow(db: D1Database, input: NewFlow): Promise<FlowRow> {
  const now = Date.now();
  const flow: FlowRow = {
    id: crypto.randomUUID(),
    kind: input.kind,
    type: input.type,
    state: input.state ?? INITIAL_STATE[input.kind],
    csrf_token: input.type === 'browser' ? (input.csrf ?? null) : null,
    identity_id: input.identityId ?? null,
    address: input.address ?? null,
    request_url: input.requestUrl,
    return_to: input.returnTo ?? null,
    refresh: input.refresh ? 1 : 0,
    requested_aal: input.requestedAal ?? 'aal1',
    transient_payload: null,
    ui_state: JSON.stringify(input.ui ?? {}),
    issued_at: iso(now),
    expires_at: iso(now + FLOW_TTL_MS),
  };
  await db
    .prepare(
      `INSERT INTO identity_flows (id, kind, type, state, csrf_token, identity_id, address, request_url, return_to,
         refresh, requested_aal, transient_payload, ui_state, issued_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      flow.id,
      flow.kind,
      flow.type,
      flow.state,
      flow.csrf_token,
      flow.identity_id,
      flow.address,
      flow.request_url,
      flow.return_to,
      flow.refresh,
      flow.requested_aal,
      flow.transient_payload,
      flow.ui_state,
      flow.issued_at,
      flow.expires_at,
    )
    .run();
  return flow;
}

export async function loadFlow(db: D1Database, id: string | undefined): Promise<FlowRow | null> {
  if (!id || !UUID.test(id)) return null;
  return db.prepare('SELECT * FROM identity_flows WHERE id = ?').bind(id.toLowerCase()).first<FlowRow>();
}

export async function saveFlow(db: D1Database, flow: FlowRow): Promise<void> {
  await db
    .prepare(
      `UPDATE identity_flows SET state = ?, identity_id = ?, address = ?, transient_payload = ?, ui_state = ?
       WHERE id = ?`,
    )
    .bind(flow.state, flow.identity_id, flow.address, flow.transient_payload, flow.ui_state, flow.id)
    .run();
}

const uiStateOf = (flow: FlowRow): UiState => JSON.parse(flow.ui_state) as UiState;

/** The flow with the given answer's ui state (replacing the previous one). */
export const withUi = (flow: FlowRow, ui: UiState): FlowRow => ({ ...flow, ui_state: JSON.stringify(ui) });

export interface FlowExtras {
  identity?: IdentityRow | null;
  continueWith?: unknown[];
  sessionTokenExchangeCode?: string;
}

/** Kratos' loginFlow, registrationFlow, recoveryFlow, verificationFlow or settingsFlow. */
export function flowJson(flow: FlowRow, origin: string, extras: FlowExtras = {}) {
  const ui = uiStateOf(flow);
  const transient = flow.transient_payload ? (JSON.parse(flow.transient_payload) as object) : undefined;
  const common = {
    id: flow.id,
    type: flow.type,
    expires_at: flow.expires_at,
    issued_at: flow.issued_at,
    request_url: flow.request_url,
    ...(flow.return_to ? { return_to: flow.return_to } : {}),
    ui: {
      action: `${origin}/self-service/${flow.kind}?flow=${flow.id}`,
      method: 'POST',
      nodes: nodesFor(flow, ui, origin, extras.identity),
      ...(ui.messages?.length ? { messages: ui.messages } : {}),
    },
    state: flow.state,
    ...(transient ? { transient_payload: transient } : {}),
    ...(extras.continueWith ? { continue_with: extras.continueWith } : {}),
  };
  switch (flow.kind) {
    case 'login':
      return {
        ...common,
        organization_id: null,
        created_at: flow.issued_at,
        updated_at: flow.issued_at,
        refresh: flow.refresh === 1,
        requested_aal: flow.requested_aal,
        ...(extras.sessionTokenExchangeCode
          ? { session_token_exchange_code: extras.sessionTokenExchangeCode }
          : {}),
      };
    case 'registration':
      return {
        ...common,
        organization_id: null,
        ...(extras.sessionTokenExchangeCode
          ? { session_token_exchange_code: extras.sessionTokenExchangeCode }
          : {}),
      };
    case 'recovery':
    case 'verification':
      return { ...common, active: 'code' };
    case 'settings':
      return {
        ...common,
        organization_id: null,
        ...(extras.identity ? { identity: identityJson(extras.identity, origin) } : {}),
      };
  }
}
