import { useToasts } from './toasts.ts';
import { useToastEdge } from './useToastEdge.ts';
import { useT } from '../i18n/useT.ts';

/**
 * Toasts in a live region: screen readers hear them, errors politely interrupt (role alert). They
 * keep clear of the control the guest just used and of the focus.
 */
export function Toaster() {
  const t = useT();
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  const { toaster, edge } = useToastEdge(toasts);
  return (
    <div ref={toaster} className="toaster" data-edge={edge} aria-live="polite">
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
