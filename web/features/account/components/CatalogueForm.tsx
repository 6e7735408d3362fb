import { useForm } from '../../../ui/forms/useForm.ts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { requestCatalogue } from '../api/personalCatalog.ts';
import { usePartnerStore } from '../../../platform/stores/partner.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { AddressFields } from './AddressFields.tsx';
import { SentFormPanel } from '../../../ui/forms/SentFormPanel.tsx';
import { sendFailureText } from '../../../ui/sendFailureText.ts';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';
import { retailerMode } from '../../../../shared/site/partner.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import type { CatalogueAddress } from '../../../../shared/account/schemas/personalCatalog.ts';
import type { Contacts } from '../../../../shared/account/schemas/user.ts';

const FIELDS = ['firstName', 'lastName', 'street', 'postcode', 'city', 'country', 'email'] as const;

/** A stranger's address gets few confirmations a day (the catalogue service limits it): say so, with the wait. */
const FAILURE_TEXTS = { rateLimited: 'acc.catalogue.rateLimited', failed: 'acc.catalogue.error' } as const;

const resolver = lazySchemaResolver<CatalogueAddress>(
  async () => (await import('../../../../shared/account/schemas/personalCatalog.ts')).catalogueAddressSchema,
);

/**
 * SPEC §1, §7: the personal catalogue request. The person gives name, postal address and e-mail;
 * the page adds language, sales office, its address and the partner (SPEC §6 retailer mode).
 */
export function CatalogueForm({ contacts }: { contacts?: Contacts }) {
  const t = useT();
  const api = useApi();
  const { lang, pageConfig } = useSite();
  const form = useForm<CatalogueAddress>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, contacts?.[name] ?? ''])),
  });
  const field = useFormField(form);
  const send = useMutation({
    mutationFn: (address: CatalogueAddress) => {
      const partner = usePartnerStore.getState().partner;
      return requestCatalogue(api, {
        ...address,
        language: lang,
        salesoffice: pageConfig.conf.salesoffice?.code ?? '',
        url: window.location.href,
        PartnerId: partner?.id ?? '',
        retailerMode: retailerMode(partner),
      });
    },
    onError: (error) => toast.error(sendFailureText(t, error, FAILURE_TEXTS)),
  });
  const submit = form.handleSubmit((address) => send.mutate(address));
  return (
    <SentFormPanel
      id="catalogue"
      heading={t('acc.catalogue.heading')}
      text={t('acc.catalogue.text')}
      sentText={send.isSuccess ? t('acc.catalogue.done') : null}
      errorText={send.isError ? sendFailureText(t, send.error, FAILURE_TEXTS) : null}
      submitLabel={t('acc.catalogue.submit')}
      pending={send.isPending}
      onSubmit={submit}
    >
      <AddressFields form={form} />
      <TextField label={t('acc.catalogue.email')} autoComplete="email" type="email" {...field('email')} />
    </SentFormPanel>
  );
}
