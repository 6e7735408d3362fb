import { createContext, useContext } from 'react';
import type { ApiFetch } from '../../shared/site/render.ts';

export const ApiContext = createContext<ApiFetch | null>(null);

/** The same API caller the loaders use: in-process on the server, same-origin fetch in the browser. */
export function useApi(): ApiFetch {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiContext provider');
  return api;
}
