import { useEffect, useLayoutEffect } from 'react';
import { watchToastAnchor } from './toastAnchor.ts';
import { useToasts, type Toast } from './toasts.ts';
import { useToastEdge } from './useToastEdge.ts';
import type { ToastEdge } from './toastEdge.ts';
import { useT } from '../i18n/useT.ts';

/**
 * The toasts shown, in the toaster's live region, kept clear of the control the guest just used
 * and of the focus (`onEdge` tells the toaster where to stand). Loaded once the page is idle or
 * with the first toast, not with every page's first load.
 */
export function ToastStack({
  toasts,
  onEdge,
}: {
  toasts: readonly Toast[];
  onEdge: (edge: ToastEdge) => void;
}) {
  const t = useT();
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(watchToastAnchor, []);
  const { list, edge } = useToastEdge(toasts);
  useLayoutEffect(() => onEdge(edge), [edge, onEdge]);
  return (
    <div ref={list} className="toast-list">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.type}`}
          role={item.type === 'error' ? 'alert' : 'status'}
        >
          <span>{item.text}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t('toast.close')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export { watchToastAnchor };
