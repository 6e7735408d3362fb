import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pushEvent } from '../../platform/dataLayer.ts';
import { trackingPath } from '../../../shared/routes/trackingPath.ts';

/** Parameters that say which page it was and hold no secret (SPEC §2 language, §5 partner id). */
const KEPT_PARAMETERS = ['lang', 'partner'];

/** The page's address without its token and without any parameter that could hold a secret. */
function trackedHref(): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams(
    KEPT_PARAMETERS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])),
  );
  return `${location.origin}${trackingPath(location.pathname)}${kept.size ? `?${kept}` : ''}`;
}

/** CLS is a fraction; its rounded value is in thousandths, as Google's examples report it. */
const rounded = (metric: Metric, value: number) => Math.round(metric.name === 'CLS' ? value * 1000 : value);

/** SPEC §7: each measure (CLS, FCP, LCP, TTFB, INP; FID is gone from the library) as one `webVitals` event. */
function pushWebVital(metric: Metric) {
  const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
  pushEvent({
    event: 'webVitals',
    page: trackingPath(location.pathname),
    href: trackedHref(),
    name: metric.name,
    id: metric.id,
    value: metric.value,
    delta: metric.delta,
    valueRounded: rounded(metric, metric.value),
    deltaRounded: rounded(metric, metric.delta),
    connectionSpeed: connection?.effectiveType ?? 'unknown',
  });
}

export function measureWebVitals() {
  for (const measure of [onCLS, onFCP, onLCP, onTTFB, onINP]) measure(pushWebVital);
}
