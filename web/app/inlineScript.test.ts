import { describe, expect, it } from 'vitest';
import { inlineScript } from './inlineScript.ts';

const built = {
  consentMode: '(()=>{start(INLINE_INPUT);})();',
  earlyClicks: '(()=>{record();})();',
};

describe('a built inline script in a page', () => {
  it('takes the page’s input as JSON where its module names it, safe inside a script element', () => {
    expect(inlineScript(built, 'consentMode', '/gtm.js?id=</script>')).toBe(
      '(()=>{start("/gtm.js?id=\\u003c/script>");})();',
    );
    expect(inlineScript(built, 'consentMode', null)).toBe('(()=>{start(null);})();');
  });

  it('is its text as built when it takes no input', () => {
    expect(inlineScript(built, 'earlyClicks')).toBe(built.earlyClicks);
  });

  it('names the command that makes it when the build has none', () => {
    expect(() => inlineScript(built, 'loadAfterFirstPaint', { entry: '/e.js', links: [] })).toThrow(
      /npm run build/,
    );
  });
});
