import type { ReactNode } from 'react';
import {
  dehydrate,
  hashKey,
  useQueryClient,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { scriptSafeJson } from '../platform/scriptJson.ts';
import { STREAMED_QUERIES_GLOBAL } from '../platform/streamedQueries.ts';
import { useNonce } from '../platform/nonce.ts';

/**
 * Renders data that streams in after the shell. On the server the query's result travels inside
 * the same streamed segment as a script, which runs before React reveals and hydrates the
 * segment, so the browser never fetches it again.
 */
export function StreamedQuery<T, K extends QueryKey>({
  query,
  children,
}: {
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  children: (data: T) => ReactNode;
}) {
  const { data } = useSuspenseQuery(query);
  return (
    <>
      <QueryDataScript queryKey={query.queryKey} />
      {children(data)}
    </>
  );
}

function QueryDataScript({ queryKey }: { queryKey: QueryKey }) {
  const queryClient = useQueryClient();
  const nonce = useNonce();
  const onServer = typeof document === 'undefined';
  const hash = onServer ? hashKey(queryKey) : '';
  const html = onServer
    ? `self.${STREAMED_QUERIES_GLOBAL}.push(${scriptSafeJson(
        dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.queryHash === hash }),
      )})`
    : '';
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
