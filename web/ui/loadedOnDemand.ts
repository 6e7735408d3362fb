import { lazy, type ComponentType } from 'react';

/**
 * A component whose code stays out of the page's first scripts: it loads when it first renders, or
 * before, through `preload` (a pointer or the focus on what shows it, the page going idle when it is
 * likely to be needed), so that the guest does not wait for it. A failed preload is tried again at
 * the next one.
 */
export function loadedOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(() => start().then((component) => ({ default: component }))),
    preload: () => void start().catch(() => undefined),
  };
}
