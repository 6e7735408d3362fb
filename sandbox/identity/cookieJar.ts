/**
 * Test helper: the cookies a browser keeps between calls, for the workerd tests and the Node
 * contract tests alike. A cookie set empty or with Max-Age=0 is dropped, as a browser would.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  keep(setCookieLines: readonly string[]): void {
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const gone = !value || attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
