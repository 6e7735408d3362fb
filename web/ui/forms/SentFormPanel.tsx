import type { FormEventHandler, ReactNode } from 'react';
import { LoadingButton } from '../LoadingButton.tsx';

interface SentFormPanelProps {
  id: string;
  heading: string;
  text: string;
  /** Once sent, the form gives way to this confirmation. */
  sentText: string | null;
  /** Why the last send failed, in the guest's words, or null. */
  errorText: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form that sends something once (a request, a link): its panel, its fields, its failure, and what was done. */
export function SentFormPanel({
  id,
  heading,
  text,
  sentText,
  errorText,
  submitLabel,
  pending,
  onSubmit,
  children,
}: SentFormPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="panel account-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{text}</p>
      {sentText !== null ? (
        <p className="notice notice-success" role="status">
          {sentText}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
          {children}
          {errorText !== null && (
            <p className="form-error" role="alert">
              {errorText}
            </p>
          )}
          <LoadingButton type="submit" loading={pending}>
            {submitLabel}
          </LoadingButton>
        </form>
      )}
    </section>
  );
}
