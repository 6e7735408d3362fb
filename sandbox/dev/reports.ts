import { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';

/** One envelope item: its header (`type` says what it is) and its payload, parsed where it is JSON. */
interface ReportItem {
  type: string;
  payload: unknown;
}

interface ReceivedReport {
  receivedAt: string;
  /** The envelope exactly as sent. */
  envelope: string;
  /** Who sent it: toucan-js (the worker) or the browser's SDK. */
  sdk: string;
  items: ReportItem[];
}

/** The local reporting sink's path: `npm start` sets `SENTRY_DSN` to `http://sandbox@{origin}/__dev/reports/1`. */
export const REPORTS_DSN_PATH = '/__dev/reports/1';

/** The newest reports, in the isolate's memory like the faults; enough for a session of journeys. */
const KEPT = 200;
const received: ReceivedReport[] = [];

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Sentry's envelope: a header line, then items, each a header line and its payload (of the
 * header's `length` when given, else up to the next line break).
 */
function readEnvelope(text: string): Omit<ReceivedReport, 'receivedAt'> {
  const [headerLine = '{}', ...rest] = text.split('\n');
  const header = parsed(headerLine) as { sdk?: { name?: string } };
  const items: ReportItem[] = [];
  let remaining = rest.join('\n');
  while (remaining.trim() !== '') {
    const lineEnd = remaining.indexOf('\n');
    const itemHeader = parsed(lineEnd < 0 ? remaining : remaining.slice(0, lineEnd)) as {
      type?: string;
      length?: number;
    };
    remaining = lineEnd < 0 ? '' : remaining.slice(lineEnd + 1);
    const payloadEnd =
      itemHeader.length ?? (remaining.includes('\n') ? remaining.indexOf('\n') : remaining.length);
    items.push({ type: itemHeader.type ?? 'unknown', payload: parsed(remaining.slice(0, payloadEnd)) });
    remaining = remaining.slice(payloadEnd + 1);
  }
  const event = items.find((item) => item.type === 'event')?.payload as
    { sdk?: { name?: string } } | undefined;
  return { envelope: text, sdk: header.sdk?.name ?? event?.sdk?.name ?? 'unknown', items };
}

export function clearReports() {
  received.length = 0;
}

/** The reporting service's stand-in: it takes envelopes at the DSN's address and lists them newest first. */
export function reportRoutes() {
  const routes = new Hono<SandboxAppEnv>();
  routes.post('/__dev/reports/api/:project/envelope/', async (c) => {
    received.unshift({ receivedAt: new Date().toISOString(), ...readEnvelope(await c.req.text()) });
    received.length = Math.min(received.length, KEPT);
    return c.json({ id: crypto.randomUUID().replaceAll('-', '') });
  });
  routes.get('/__dev/reports.json', (c) => c.json(received));
  return routes;
}
