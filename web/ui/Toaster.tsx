import { Suspense, useEffect, useState } from 'react';
import { loadedOnDemand } from './loadedOnDemand.ts';
import { useToasts } from './toasts.ts';
import type { ToastEdge } from './toastEdge.ts';
import { afterLoadIdle } from '../platform/afterLoadIdle.ts';

const loadStack = () => import('./ToastStack.tsx');
const { Component: ToastStack } = loadedOnDemand(() => loadStack().then((module) => module.ToastStack));

/**
 * Toasts in a live region, there from the first paint so screen readers hear what comes into it:
 * errors politely interrupt (role alert). The toasts and their placing load once the page is idle,
 * or with the first toast, whichever comes first: not with every page (the entry's budget).
 */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  useEffect(() => {
    // The watch of the last control used starts with it: before that, a toast keeps to the bottom.
    afterLoadIdle(
      () =>
        void loadStack().then(
          (module) => module.watchToastAnchor(),
          () => undefined,
        ),
    );
  }, []);
  return (
    <div className="toaster" data-edge={toasts.length > 0 ? edge : 'bottom'} aria-live="polite">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onEdge={setEdge} />
        </Suspense>
      )}
    </div>
  );
}
