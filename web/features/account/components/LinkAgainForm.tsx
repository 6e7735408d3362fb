import { useForm } from '../../../ui/forms/useForm.ts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { requestReservationLink } from '../api/reservationLinkRequest.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { SentFormPanel } from '../../../ui/forms/SentFormPanel.tsx';
import { useT } from '../../../i18n/useT.ts';
import { sendFailureText } from '../../../ui/sendFailureText.ts';
import type { LinkAgainQuestion as Question } from '../../../../shared/account/schemas/reservationLinkRequest.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';

const resolver = lazySchemaResolver<Question>(
  async () =>
    (await import('../../../../shared/account/schemas/reservationLinkRequest.ts')).linkAgainQuestionSchema,
);

/**
 * "Send me my link again" (signed out on /reservations and /precheckins): the answer reads the
 * same whether or not the booking exists; too many tries are refused (SPEC §8 rate limit).
 */
export function LinkAgainForm({ kind }: { kind: 'reservation' | 'precheckin' }) {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const form = useForm<Question>({
    resolver,
    defaultValues: { number: '', email: '' },
  });
  const field = useFormField(form);
  const send = useMutation({
    mutationFn: (question: Question) => requestReservationLink(api, { ...question, language: lang, kind }),
  });
  const submit = form.handleSubmit((question) => send.mutate(question));
  return (
    <SentFormPanel
      id="link-again"
      heading={t('acc.linkAgain.heading')}
      text={t('acc.linkAgain.text')}
      sentText={send.isSuccess ? t('acc.linkAgain.sent') : null}
      errorText={
        send.isError
          ? sendFailureText(t, send.error, {
              rateLimited: 'acc.linkAgain.rateLimited',
              failed: 'acc.linkAgain.error',
            })
          : null
      }
      submitLabel={t('acc.linkAgain.submit')}
      pending={send.isPending}
      onSubmit={submit}
    >
      <TextField
        label={t('acc.linkAgain.number')}
        inputMode="numeric"
        autoComplete="off"
        {...field('number')}
      />
      <TextField label={t('acc.linkAgain.email')} autoComplete="email" type="email" {...field('email')} />
    </SentFormPanel>
  );
}
