import { createContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiFetch } from '../../shared/render.ts';

/** What loaders get on both sides: the request's query cache and a way to call the portal's APIs. */
export interface Portal {
  queryClient: QueryClient;
  api: ApiFetch;
}

export const portalContext = createContext<Portal>();
