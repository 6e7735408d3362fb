import type { ButtonHTMLAttributes } from 'react';
import { useT } from '../i18n/useT.ts';

type Variant = 'theme' | 'cta' | 'white' | 'outline';
type Size = 'sm' | 'md' | 'lg';

/** SPEC §4 button: a loading button is disabled and shows a spinner. */
export function LoadingButton({
  loading = false,
  variant = 'cta',
  size = 'md',
  children,
  disabled,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; variant?: Variant; size?: Size }) {
  const t = useT();
  return (
    <button
      type="button"
      {...props}
      className={`button ${variant} size-${size} ${className}`.trim()}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="spinner" aria-hidden="true" />}
      {children}
      {loading && <span className="visually-hidden">{t('button.loading')}</span>}
    </button>
  );
}
