import { loadAfterFirstPaint } from '../loadAfterFirstPaint.ts';
import type { InlineScriptInputs } from '../inlineScript.ts';

declare const INLINE_INPUT: InlineScriptInputs['loadAfterFirstPaint'];

loadAfterFirstPaint(INLINE_INPUT, (url) => import(url));
