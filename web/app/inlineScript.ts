import type { Language } from '../../shared/i18n/languages.ts';
import type { LoadPlan } from './loadAfterFirstPaint.ts';
import { scriptSafeJson } from '../platform/scriptJson.ts';

/**
 * Each inline script (web/app/inline/<name>.ts) by name, with the input a page gives it: the module
 * declares `INLINE_INPUT` of this type, and its built text names it where the input goes.
 */
export interface InlineScriptInputs {
  consentMode: string | null;
  earlyClicks: void;
  loadAfterFirstPaint: LoadPlan;
  warmIntl: Language;
}

/** The name each module declares for its input, kept by the build (scripts/build/inlineScripts.ts). */
const INPUT = 'INLINE_INPUT';

/** The text of a built inline script with the page's input in place, as JSON safe in a script. */
export function inlineScript<Name extends keyof InlineScriptInputs>(
  built: Record<string, string>,
  name: Name,
  ...input: InlineScriptInputs[Name] extends void ? [] : [InlineScriptInputs[Name]]
): string {
  const text = built[name];
  if (text === undefined) throw new Error(`the build has no inline script ${name}: run npm run build`);
  const [before, after] = text.split(INPUT);
  return after === undefined ? text : `${before}${scriptSafeJson(input[0])}${after}`;
}
