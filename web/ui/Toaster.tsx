import { useToasts } from './toasts.ts';
import { useT } from '../i18n/useT.ts';

/** Toasts in a live region: screen readers hear them, errors politely interrupt (role alert). */
export function Toaster() {
  const t = useT();
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div className="toaster" aria-live="polite">
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
