import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { CookieJar } from './cookieJar.ts';

/** Test helpers: a browser with a cookie jar against the local-mode worker, and the seeded accounts. */

export const ORIGIN = 'https://portal.test';

export const ANNA = { email: 'anna.demo@example.com', password: 'Sunny-Dunes-42' };
export const JONAS = { email: 'jonas.demo@example.com', password: 'Wattenmeer-2026' };

type Init = Omit<RequestInit, 'body'> & { json?: unknown; form?: Record<string, string> };

/* eslint-disable @typescript-eslint/no-explicit-any -- flow answers are read loosely in tests */
export type Json = any;

export class Browser extends CookieJar {
  /** The Set-Cookie lines of the last answer. */
  lastSetCookies: string[] = [];

  constructor(private readonly headers: Record<string, string> = { Accept: 'application/json' }) {
    super();
  }

  async fetch(path: string, init: Init = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string>) });
    const cookie = this.cookieHeader();
    if (cookie) headers.set('Cookie', cookie);
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const { json: _json, form: _form, ...rest } = init;
    const response = await SELF.fetch(`${ORIGIN}${path}`, { ...rest, headers, body, redirect: 'manual' });
    this.lastSetCookies = response.headers.getSetCookie();
    this.keep(this.lastSetCookies);
    return response;
  }

  setCookieLine(name: string): string | undefined {
    return this.lastSetCookies.find((line) => line.startsWith(`${name}=`));
  }

  /** A new flow of a kind; browser flows by default. */
  async flow(kind: string, query = '', type: 'browser' | 'api' = 'browser'): Promise<Json> {
    const response = await this.fetch(`/self-service/${kind}/${type}${query ? `?${query}` : ''}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  submit(kind: string, flow: Json, body: Record<string, unknown>): Promise<Response> {
    const csrf = csrfOf(flow);
    return this.fetch(`/self-service/${kind}?flow=${flow.id}`, {
      method: 'POST',
      json: csrf ? { csrf_token: csrf, ...body } : body,
    });
  }

  async signIn(account = ANNA): Promise<Json> {
    const flow = await this.flow('login');
    const response = await this.submit('login', flow, { method: 'password', ...identifierOf(account) });
    expect(response.status).toBe(200);
    return response.json();
  }

  async whoami(): Promise<Response> {
    return this.fetch('/sessions/whoami');
  }
}

export const identifierOf = (account: { email: string; password: string }) => ({
  identifier: account.email,
  password: account.password,
});

export const csrfOf = (flow: Json): string | undefined =>
  flow.ui.nodes.find((n: Json) => n.attributes.name === 'csrf_token')?.attributes.value;

export const node = (flow: Json, name: string, type?: string): Json =>
  flow.ui.nodes.find((n: Json) => n.attributes.name === name && (!type || n.attributes.type === type));

let counter = 0;
export const uniqueEmail = (prefix = 'guest') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Registers a new account by password (browser flow); the browser is signed in afterwards. */
export async function register(browser: Browser, lang: 'en' | 'de' = 'en', password = 'Correct-Horse-77') {
  const email = uniqueEmail();
  const flow = await browser.flow('registration');
  const response = await browser.submit('registration', flow, {
    method: 'password',
    traits: { email, lang },
    password,
  });
  expect(response.status).toBe(200);
  return { email, password, answer: (await response.json()) as Json };
}
