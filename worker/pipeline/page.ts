import type { RenderPage } from '../../shared/site/render.ts';
import { languageStep } from './language.ts';
import { partnerStep } from './partner.ts';
import { pageConfigStep } from './pageConfig.ts';
import { flagsStep } from './flags.ts';
import { buildStep } from './build.ts';
import { themeStep } from './theme.ts';
import { identityStep } from './identity.ts';
import { visitorCookiesStep } from './visitorCookies.ts';
import { pageSecurityHeadersStep } from './pageSecurityHeaders.ts';
import { contentEncodingStep } from './contentEncoding.ts';
import { renderStep } from './render.ts';

/**
 * A page, DESIGN §5 in order: each step sets what the next ones read, or answers with its redirect.
 * The content encoding wraps the render, so it is the last to touch the answer.
 */
export function pageSteps(render: RenderPage) {
  return [
    languageStep,
    partnerStep,
    pageConfigStep,
    flagsStep,
    buildStep,
    themeStep,
    identityStep,
    visitorCookiesStep,
    pageSecurityHeadersStep,
    contentEncodingStep,
    renderStep(render),
  ] as const;
}
