import { describe, expect, it } from 'vitest';
import { createStep } from './appEnv.ts';
import { stepHarness } from './stepHarness.ts';
import { serverErrorAnswer } from './serverError.ts';
import { SERVER_ERROR_PAGE_CSP } from '../serverErrorPage.ts';

/** The shared texts as the catalogues compile them: English here, Italian for the language test. */
const catalog = (lang: string) =>
  lang === 'it'
    ? { 'guest.internal.title': ['Si è verificato un errore'], 'error.home': ['Vai alla pagina iniziale'] }
    : undefined;
const answerServerError = serverErrorAnswer(catalog);

describe('server error answer', () => {
  it('logs the error and answers 500 with the static page under its own policy', async () => {
    const failing = createStep(async () => {
      throw new Error('render exploded');
    });
    const { request, logged } = stepHarness([failing], { onError: answerServerError });
    const response = await request('/?lang=en');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-security-policy')).toBe(SERVER_ERROR_PAGE_CSP);
    expect(await response.text()).toContain('<h1>Something went wrong</h1>');
    expect(logged).toEqual([
      { level: 'error', message: 'unhandled error', fields: { cause: 'Error: render exploded' } },
    ]);
  });

  it('speaks the language of the request (issue 32)', async () => {
    const failing = createStep(async () => {
      throw new Error('render exploded');
    });
    const { request } = stepHarness([failing], { onError: answerServerError });
    const html = await (await request('/?lang=it')).text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<h1>Si è verificato un errore</h1>');
    expect(html).toContain('Vai alla pagina iniziale');
    expect(html).toContain('href="/?lang=it"');
  });
});
