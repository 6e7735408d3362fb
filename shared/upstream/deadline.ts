import { UpstreamError } from './upstreamError.ts';

/**
 * Runs `work` with a signal that aborts when the caller cancels (`ERR_CANCELED`) or `timeoutMs`
 * passes (`ECONNABORTED`). It settles then even if `work` ignores its signal.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  let timedOut = false;
  const abortError = () =>
    timedOut
      ? new UpstreamError({ code: 'ECONNABORTED', message: `timeout of ${timeoutMs}ms exceeded` })
      : new UpstreamError({ code: 'ERR_CANCELED', message: 'canceled' });
  if (callerSignal?.aborted) throw abortError();

  const controller = new AbortController();
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(abortError()), { once: true }),
  );
  const cancel = () => controller.abort();
  callerSignal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await Promise.race([work(controller.signal), aborted]);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', cancel);
  }
}
