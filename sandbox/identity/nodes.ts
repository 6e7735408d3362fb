import type { FlowRow, UiNode, UiState, UiText } from './flowTypes.ts';
import type { IdentityRow } from './identities.ts';

/**
 * The form nodes of each flow and state, built the way Kratos builds them (groups, names, types,
 * label ids as in the reference stubs). A flow keeps only what an answer added (values,
 * messages); the nodes themselves are built again for every answer.
 */

const PROVIDERS = [
  { id: 'apple', name: 'Apple' },
  { id: 'google', name: 'Google' },
] as const;
export type ProviderId = (typeof PROVIDERS)[number]['id'];
export const isProvider = (value: string): value is ProviderId => PROVIDERS.some((p) => p.id === value);

const info = (id: number, text: string, context?: Record<string, unknown>): UiText => ({
  id,
  text,
  type: 'info',
  ...(context ? { context } : {}),
});

type Group = UiNode['group'];
interface InputOptions {
  value?: string;
  required?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  label?: UiText;
}

function input(group: Group, name: string, type: string, options: InputOptions = {}): UiNode {
  const { label, ...rest } = options;
  return {
    type: 'input',
    group,
    attributes: {
      name,
      type,
      ...(rest.value !== undefined ? { value: rest.value } : {}),
      ...(rest.required ? { required: true } : {}),
      ...(rest.autocomplete ? { autocomplete: rest.autocomplete } : {}),
      ...(rest.pattern ? { pattern: rest.pattern } : {}),
      disabled: false,
      ...(rest.maxlength ? { maxlength: rest.maxlength } : {}),
      node_type: 'input',
    },
    messages: [],
    meta: label ? { label } : {},
  };
}

const csrfNode = (value: string): UiNode =>
  input('default', 'csrf_token', 'hidden', { value, required: true });

const traitLabel = (name: string, title: string) => info(1070002, title, { name, title });

const oidcButtons = (signUp: boolean): UiNode[] =>
  PROVIDERS.map((p) =>
    input('oidc', 'provider', 'submit', {
      value: p.id,
      label: signUp
        ? info(1040002, `Sign up with ${p.name}`, { provider: p.name, provider_id: p.id })
        : info(1010002, `Sign in with ${p.name}`, { provider: p.name, provider_id: p.id }),
    }),
  );

const codeStepNodes = (flow: FlowRow, codeLabel: UiText, recovery: boolean): UiNode[] => [
  input('code', 'code', 'text', {
    required: true,
    autocomplete: 'one-time-code',
    ...(recovery ? { pattern: '[0-9]+', maxlength: 6 } : {}),
    label: codeLabel,
  }),
  input('code', 'method', 'hidden', { value: 'code' }),
  input('code', 'method', 'submit', { value: 'code', label: info(1070009, 'Continue') }),
  input('code', 'email', 'submit', { value: flow.address ?? '', label: info(1070008, 'Resend code') }),
];

function baseNodes(flow: FlowRow, origin: string, identity?: IdentityRow | null): UiNode[] {
  const csrf = flow.csrf_token ? [csrfNode(flow.csrf_token)] : [];
  switch (flow.kind) {
    case 'login':
      return [
        ...oidcButtons(false),
        ...csrf,
        input('default', 'identifier', 'text', {
          value: '',
          required: true,
          label: traitLabel('traits.email', 'E-Mail'),
        }),
        input('password', 'password', 'password', {
          required: true,
          autocomplete: 'current-password',
          label: info(1070001, 'Password'),
        }),
        input('password', 'method', 'submit', {
          value: 'password',
          label: info(1010022, 'Sign in with password'),
        }),
      ];
    case 'registration':
      return [
        ...oidcButtons(true),
        ...csrf,
        input('default', 'traits.email', 'email', {
          required: true,
          autocomplete: 'email',
          label: traitLabel('traits.email', 'E-Mail'),
        }),
        input('default', 'traits.lang', 'text', { label: traitLabel('traits.lang', 'Language') }),
        input('password', 'password', 'password', {
          required: true,
          autocomplete: 'new-password',
          label: info(1070001, 'Password'),
        }),
        input('password', 'method', 'submit', { value: 'password', label: info(1040001, 'Sign up') }),
      ];
    case 'recovery':
      if (flow.state === 'sent_email')
        return [...csrf, ...codeStepNodes(flow, info(1070010, 'Recovery code'), true)];
      if (flow.state === 'passed_challenge') return csrf;
      return [
        ...csrf,
        input('code', 'email', 'email', { required: true, label: info(1070007, 'Email') }),
        input('code', 'method', 'submit', { value: 'code', label: info(1070009, 'Continue') }),
      ];
    case 'verification':
      if (flow.state === 'sent_email')
        return [...codeStepNodes(flow, info(1070011, 'Verification code'), false), ...csrf];
      if (flow.state === 'passed_challenge')
        return [
          {
            type: 'a',
            group: 'code',
            attributes: {
              href: flow.return_to ?? `${origin}/`,
              title: info(1070009, 'Continue'),
              id: 'continue',
              node_type: 'a',
            },
            messages: [],
            meta: { label: info(1070009, 'Continue') },
          },
          ...csrf,
        ];
      return [
        input('code', 'email', 'email', { required: true, label: info(1070007, 'Email') }),
        input('code', 'method', 'submit', { value: 'code', label: info(1070009, 'Continue') }),
        ...csrf,
      ];
    case 'settings':
      return [
        ...csrf,
        input('profile', 'traits.email', 'email', {
          value: identity?.email ?? '',
          required: true,
          autocomplete: 'email',
          label: traitLabel('traits.email', 'E-Mail'),
        }),
        input('profile', 'traits.lang', 'text', {
          value: identity?.lang ?? 'en',
          label: traitLabel('traits.lang', 'Language'),
        }),
        input('profile', 'method', 'submit', { value: 'profile', label: info(1070003, 'Save') }),
        input('password', 'password', 'password', {
          required: true,
          autocomplete: 'new-password',
          label: info(1070001, 'Password'),
        }),
        input('password', 'method', 'submit', { value: 'password', label: info(1070003, 'Save') }),
      ];
  }
}

/** The flow's nodes with the values and messages of its last answer. */
export function nodesFor(
  flow: FlowRow,
  ui: UiState,
  origin: string,
  identity?: IdentityRow | null,
): UiNode[] {
  return baseNodes(flow, origin, identity).map((node) => {
    const name = node.attributes.name;
    if (!name) return node;
    const value = ui.values?.[name];
    const type = node.attributes.type;
    const takesValue = (type === 'text' || type === 'email') && value !== undefined;
    return {
      ...node,
      attributes: takesValue ? { ...node.attributes, value } : node.attributes,
      messages: ui.nodeMessages?.[name] ?? [],
    };
  });
}

export const missing = (property: string): UiText => ({
  id: 4000002,
  text: `Property ${property} is missing.`,
  type: 'error',
  context: { property },
});
