/**
 * The page's global that each streamed section's script pushes its queries' data to
 * (web/ui/StreamedQuery.tsx) and the browser's start hydrates from (web/app/startClient.tsx).
 */
export const STREAMED_QUERIES_GLOBAL = '__RQ';
