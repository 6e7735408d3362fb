// `use-sync-external-store/shim` for the browser bundle (scripts/build/buildClient.ts aliases it here).
// @lingui/react imports the shim so it runs on React 17 too; on React 18 and later the shim only
// hands over React's own hook, yet its fallback for older React came along, in every page
// (measured in DECISION.md).
export { useSyncExternalStore } from 'react';
