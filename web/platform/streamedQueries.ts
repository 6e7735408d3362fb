/**
 * The page's global that each streamed section's script pushes its queries' data to
 * (web/ui/StreamedQuery.tsx) and the browser's start hydrates from (web/app/startClient.tsx). Apart
 * from the JSON escaper (scriptJson.ts), which only the server and the streamed sections use, so
 * the entry does not carry it.
 */
export const STREAMED_QUERIES_GLOBAL = '__RQ';
