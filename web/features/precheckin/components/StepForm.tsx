import { Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';
import { useHeadingAfterSave } from '../hooks/headingAfterSave.ts';

/** Only a step that was checked needs it: not in the page's first load. */
const { Component: ErrorSummary } = loadedOnDemand(() =>
  import('./ErrorSummary.tsx').then((module) => module.ErrorSummary),
);

/**
 * A wizard step: its title, the summary of its messages after a check, its fields, the restored-draft
 * note, and save-and-continue.
 */
export function StepForm({
  title,
  onSubmit,
  busy,
  restored,
  children,
  submitLabel = 'pc.save',
  labelledBy,
}: {
  title: MessageId;
  /** The form's check and save (`handleSubmit`): the summary reads the page once it has settled. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  busy: boolean;
  restored: boolean;
  children: ReactNode;
  submitLabel?: MessageId;
  /**
   * The id of the page's own heading where that names the form already (the invite page, a form
   * alone on its page): the form then draws no heading of its own, which would repeat it.
   */
  labelledBy?: string;
}) {
  const t = useT();
  const heading = useHeadingAfterSave();
  const form = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await onSubmit(event);
    setChecks((count) => count + 1);
  };
  return (
    <form
      ref={form}
      className="panel step-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={labelledBy ?? 'step-heading'}
    >
      <PageTitle>{`${t(title)} · ${t('page.precheckin')}`}</PageTitle>
      {!labelledBy && (
        <h2 id="step-heading" ref={heading} tabIndex={-1}>
          {t(title)}
        </h2>
      )}
      {checks > 0 && (
        <Suspense>
          <ErrorSummary form={form} checks={checks} />
        </Suspense>
      )}
      {restored && (
        <p className="notice" role="status">
          {t('pc.draftRestored')}
        </p>
      )}
      {children}
      <LoadingButton type="submit" loading={busy}>
        {t(submitLabel)}
      </LoadingButton>
    </form>
  );
}
