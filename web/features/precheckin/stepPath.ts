import type { PrecheckinStep } from '../../../shared/precheckin/precheckin.ts';
import { pathTo } from '../../../shared/routes/routePaths.ts';

/** A pre-check-in's page: one of its steps, or the expired or retention page. */
export const stepPath = (token: string, step: PrecheckinStep | 'expired' | 'retention') =>
  pathTo(`precheckin-${step}`, { token });
