import type { FormEventHandler, ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useHeadingAfterSave } from '../hooks/headingAfterSave.ts';

/** A wizard step: its title, its fields, the restored-draft note, and save-and-continue. */
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
  onSubmit: FormEventHandler<HTMLFormElement>;
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
  return (
    <form
      className="panel step-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy ?? 'step-heading'}
    >
      <PageTitle>{`${t(title)} · ${t('page.precheckin')}`}</PageTitle>
      {!labelledBy && (
        <h2 id="step-heading" ref={heading} tabIndex={-1}>
          {t(title)}
        </h2>
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
