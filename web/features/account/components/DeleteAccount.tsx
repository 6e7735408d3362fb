import { useState } from 'react';
import { useForm } from '../../../ui/forms/useForm.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { deleteAccount, USER_QUERY_ROOT } from '../user.ts';
import { endsSession } from '../guestworldSession.ts';
import { useLeaveSignedOut } from '../../auth/useLeaveSignedOut.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import type { AccountDeletion } from '../../../../shared/account/schemas/user.ts';
import { DELETION_REASONS } from '../../../../shared/account/accountDeletion.ts';

const resolver = lazySchemaResolver<AccountDeletion>(
  async () => (await import('../../../../shared/account/schemas/user.ts')).accountDeletionSchema,
);

/**
 * Account deletion as a confirmed step with SPEC §1's optional survey. Afterwards the service has
 * ended every session; this device clears its own, and the user lands on the home page.
 */
export function DeleteAccount() {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="panel danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('acc.delete.heading')}</h2>
      <p>{t('acc.delete.text')}</p>
      <button type="button" className="button outline" onClick={() => setConfirming(true)}>
        {t('acc.delete.start')}
      </button>
      {confirming && <ConfirmDeletion onCancel={() => setConfirming(false)} />}
    </section>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const api = useApi();
  const leaveSignedOut = useLeaveSignedOut();
  const queryClient = useQueryClient();
  const form = useForm<AccountDeletion>({
    resolver,
    defaultValues: { reasons: [], comment: '' },
  });
  const field = useFormField(form);
  const remove = useMutation({
    mutationFn: (survey: AccountDeletion) => deleteAccount(api, survey),
    onSuccess: async () => {
      await leaveSignedOut();
      queryClient.removeQueries({ queryKey: USER_QUERY_ROOT });
      toast.success(t('acc.delete.done'));
    },
    onError: (error) => {
      if (!endsSession(queryClient, error)) toast.error(t('acc.delete.error'));
    },
  });

  return (
    <ModalDialog labelledBy="delete-confirm-title" onDismiss={onCancel}>
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (survey) => remove.mutate(survey),
          () => form.setFocus('comment'),
        )}
      >
        <h2 id="delete-confirm-title">{t('acc.delete.confirmTitle')}</h2>
        <fieldset>
          <legend>{t('acc.delete.survey')}</legend>
          {DELETION_REASONS.map((reason) => (
            <label key={reason} className="check">
              <input type="checkbox" value={reason} {...form.register('reasons')} />
              {t(`acc.delete.reason.${reason}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('acc.delete.comment')}
          rows={3}
          {...field('comment', { id: 'delete-comment', wording: 'deletionComment' })}
        />
        <div className="button-row">
          <LoadingButton type="submit" loading={remove.isPending}>
            {t('acc.delete.confirm')}
          </LoadingButton>
          <button type="button" className="button outline" onClick={onCancel} disabled={remove.isPending}>
            {t('acc.delete.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
