import { startConsentMode } from '../../features/consent/consentMode.ts';
import type { InlineScriptInputs } from '../inlineScript.ts';

declare const INLINE_INPUT: InlineScriptInputs['consentMode'];

startConsentMode(INLINE_INPUT);
