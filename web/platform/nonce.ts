import { createContext, useContext } from 'react';

/** The request's CSP nonce, known only while rendering on the server. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
