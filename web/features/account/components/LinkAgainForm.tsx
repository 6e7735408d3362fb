import { useForm } from '../../../ui/forms/useForm.ts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/useApi.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { requestReservationLink } from '../api/reservationLinkRequest.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useT } from '../../../i18n/useT.ts';
import { retryAfterOf, statusOf } from '../../../../shared/upstream/upstreamError.ts';
import { rateLimitedText } from '../../../ui/waitTime.ts';
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
    <section className="panel account-form" aria-labelledby="link-again-heading">
      <h2 id="link-again-heading">{t('acc.linkAgain.heading')}</h2>
      <p>{t('acc.linkAgain.text')}</p>
      {send.isSuccess ? (
        <p className="notice notice-success" role="status">
          {t('acc.linkAgain.sent')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="link-again-heading">
          <TextField
            label={t('acc.linkAgain.number')}
            inputMode="numeric"
            autoComplete="off"
            {...field('number')}
          />
          <TextField label={t('acc.linkAgain.email')} autoComplete="email" type="email" {...field('email')} />
          {send.isError && (
            <p className="form-error" role="alert">
              {statusOf(send.error) === 429
                ? rateLimitedText(t, 'acc.linkAgain.rateLimited', retryAfterOf(send.error))
                : t('acc.linkAgain.error')}
            </p>
          )}
          <LoadingButton type="submit" loading={send.isPending}>
            {t('acc.linkAgain.submit')}
          </LoadingButton>
        </form>
      )}
    </section>
  );
}
