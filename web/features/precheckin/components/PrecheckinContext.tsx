import { createContext, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { precheckinQuery } from '../api/precheckin.ts';
import type { TokenLookup } from '../../../platform/api/tokenLookup.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import {
  stepsFor,
  type PrecheckinMode,
  type PrecheckinStep,
} from '../../../../shared/precheckin/precheckin.ts';
import { FLAGS } from '../../../../shared/site/flags.ts';
import { useFlags } from '../../../platform/stores/flags.ts';

export const PrecheckinContext = createContext<Precheckin | null>(null);

export function usePrecheckin(): Precheckin {
  const precheckin = useContext(PrecheckinContext);
  if (!precheckin) throw new Error('usePrecheckin needs the pre-check-in layout');
  return precheckin;
}

/** The guest's steps: by the pre-check-in's mode, or all when the configuration switch says so. */
export function useSteps(): readonly PrecheckinStep[] {
  const precheckin = usePrecheckin();
  const forced = useFlags().features[FLAGS.precheckinForceModeAll] === true;
  return stepsFor(precheckin.mode as PrecheckinMode, forced);
}

/** Puts the pre-check-in a step call answered with into the cache, so every part of the page shows it. */
export function useReplacePrecheckin(): (updated: Precheckin) => void {
  const queryClient = useQueryClient();
  const api = useApi();
  const { lang } = useSite();
  const { token } = usePrecheckin();
  return (updated) => {
    const lookup: TokenLookup<Precheckin> = { kind: 'found', data: updated };
    queryClient.setQueryData(precheckinQuery(api, token, lang).queryKey, lookup);
  };
}
