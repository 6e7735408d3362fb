import { createContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiFetch } from '../../shared/site/render.ts';
import type { FlagState } from '../../shared/site/flags.ts';

/** What loaders get on both sides: the request's query cache and a way to call the portal's APIs. */
interface Portal {
  queryClient: QueryClient;
  api: ApiFetch;
  /** The flags as the page was rendered with them: loaders decide with them too. */
  flags: FlagState;
  /** On the server: a token page waits for its look-up, to answer with its status (RenderInput). */
  tokenLookupsFirst?: boolean;
}

export const portalContext = createContext<Portal>();
