import { afterFirstPaint } from '../afterFirstPaint.ts';
import { warmIntlOffMainThread } from '../warmIntl.ts';
import intlWorkerScript from '../warmIntl.worker.ts?script';
import type { InlineScriptInputs } from '../inlineScript.ts';

declare const INLINE_INPUT: InlineScriptInputs['warmIntl'];

// In a task of its own once the page has painted (a short one: web/app/DECISION.md): before the
// loading's first links (the next script) and long before hydration formats.
afterFirstPaint(() => warmIntlOffMainThread(INLINE_INPUT, intlWorkerScript));
