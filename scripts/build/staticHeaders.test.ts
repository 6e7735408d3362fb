import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_CSP, STATIC_HEADERS } from './staticHeaders.ts';

/** The headers a `_headers` file gives one path: each rule whose pattern matches it, in order. */
function headersFor(rules: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of rules.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.replaceAll('.', '\\.').replaceAll('*', '.*')}$`);
      applies = pattern.test(path);
    } else if (applies) {
      const [name, ...value] = line.trim().split(':');
      headers[name!.toLowerCase()] = value.join(':').trim();
    }
  }
  return headers;
}

describe('the headers of static files', () => {
  it('give the service worker a policy that lets it reach this origin alone, and load no script', () => {
    const worker = headersFor(STATIC_HEADERS, '/sw.js');
    expect(worker['content-security-policy']).toBe(SERVICE_WORKER_CSP);
    const directives = new Map(
      SERVICE_WORKER_CSP.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.has('script-src')).toBe(false);
    expect(worker['cache-control']).toBe('no-cache');
    expect(worker['x-content-type-options']).toBe('nosniff');
  });

  it('are what the build writes beside the files, which the assets layer serves in both modes', async () => {
    expect(await readFile('dist/client/_headers', 'utf8')).toBe(STATIC_HEADERS);
  });
});
