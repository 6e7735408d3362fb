import { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { TAG_MANAGER_SCRIPT } from './tagManagerScript.ts';

/** `npm start` points GTM_SCRIPT_URL here, with GTM_ID set: the tag manager loads as in production. */
export const TAG_MANAGER_STAND_IN_PATH = '/__dev/gtm.js';

/** What the stand-in received: a gtag command or a data layer message, and the tags it fired for it. */
interface Received {
  receivedAt: string;
  container: string;
  command?: unknown[];
  message?: unknown;
  tags: string[];
}

const KEPT = 500;
const received: Received[] = [];

export function clearTagManager() {
  received.length = 0;
}

/** The stand-in's script, the address it reports to, and the list of what it received (newest first). */
export function tagManagerRoutes() {
  const routes = new Hono<SandboxAppEnv>();
  routes.get(TAG_MANAGER_STAND_IN_PATH, (c) =>
    c.body(TAG_MANAGER_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  routes.post('/__dev/tagmanager/received', async (c) => {
    const entries = (await c.req.json().catch(() => [])) as Omit<Received, 'receivedAt'>[];
    const receivedAt = new Date().toISOString();
    received.unshift(
      ...(Array.isArray(entries) ? entries : []).reverse().map((entry) => ({ receivedAt, ...entry })),
    );
    received.length = Math.min(received.length, KEPT);
    return c.body(null, 204);
  });
  routes.get('/__dev/tagmanager.json', (c) => c.json(received));
  return routes;
}
