import type { UiText } from './flowTypes.ts';
import { isLang, type Lang } from './flowTypes.ts';
import { EMAIL_PATTERN } from './identities.ts';
import { missing } from './nodes.ts';
import { objectOf, text } from './body.ts';

/** The submitted traits checked against the identity schema (email required, lang one of the portal's languages). */
export function readTraits(traitsInput: unknown): {
  email: string;
  lang: Lang;
  values: Record<string, string>;
  nodeMessages: Record<string, UiText[]>;
} {
  const traits = objectOf(traitsInput);
  const email = text(traits.email).trim();
  const langInput = text(traits.lang);
  const nodeMessages: Record<string, UiText[]> = {};
  if (!email) nodeMessages['traits.email'] = [missing('email')];
  else if (!EMAIL_PATTERN.test(email)) nodeMessages['traits.email'] = [invalidEmail(email)];
  if (langInput && !isLang(langInput)) {
    nodeMessages['traits.lang'] = [
      {
        id: 4000001,
        text: 'value must be one of "en", "de"',
        type: 'error',
        context: { reason: 'value must be one of "en", "de"' },
      },
    ];
  }
  return {
    email,
    lang: isLang(langInput) ? langInput : 'en',
    values: { 'traits.email': email, ...(langInput ? { 'traits.lang': langInput } : {}) },
    nodeMessages,
  };
}

export function invalidEmail(value: string): UiText {
  const reason = `"${value}" is not valid "email"`;
  return { id: 4000001, text: reason, type: 'error', context: { reason } };
}
