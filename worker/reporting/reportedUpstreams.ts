import type { Upstream, Upstreams } from '../upstreams.ts';
import type { ReportError } from './workerReporter.ts';
import { redactUpstreamPath } from '../../shared/upstream/redactUpstreamPath.ts';

/** A provider's service failed the portal: it answered 5xx or did not answer at all. */
class UpstreamFailure extends Error {
  override readonly name = 'UpstreamFailure';
  constructor(
    readonly service: string,
    readonly status: number | undefined,
  ) {
    super(status === undefined ? `${service} did not answer` : `${service} answered ${status}`);
  }
}

/**
 * The provider's services for one request, each failure reported (SPEC §1): a page's own calls and
 * the browser's calls through the proxy alike. A refusal (4xx) is an answer, not a failure.
 */
export function reportedUpstreams(upstreams: Upstreams, report: ReportError): Upstreams {
  const reported =
    (service: string, upstream: Upstream): Upstream =>
    async (request) => {
      const call = { method: request.method, path: redactUpstreamPath(new URL(request.url).pathname) };
      try {
        const answer = await upstream(request);
        if (answer.status >= 500) report(new UpstreamFailure(service, answer.status), call);
        return answer;
      } catch (error) {
        // The caller's own cancel (a page left) is no failure of the service.
        if (!request.signal.aborted)
          report(new UpstreamFailure(service, undefined), { ...call, cause: String(error) });
        throw error;
      }
    };
  return Object.fromEntries(
    Object.entries(upstreams).map(([service, upstream]) => [service, reported(service, upstream)]),
  ) as Upstreams;
}
