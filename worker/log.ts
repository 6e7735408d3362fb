import { redactPath } from '../shared/routes/paths.ts';
import { redactUpstreamPath } from '../shared/upstream/redactUpstreamPath.ts';
import { isCallPath } from '../shared/upstream/services.ts';

type Level = 'info' | 'warn' | 'error';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * JSON lines with the request id; paths are redacted so that tokens never reach a log: a page's by
 * the route table, a call's (`/webcc-api/…`, `/portal-api/…`) by the call table.
 */
export function createLogger(requestId: string, pathname: string): Logger {
  // Redacted at the first line, once: most requests write none.
  let path: string | undefined;
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    path ??= isCallPath(pathname) ? redactUpstreamPath(pathname) : redactPath(pathname);
    const line = JSON.stringify({ level, message, requestId, path, ...fields });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
