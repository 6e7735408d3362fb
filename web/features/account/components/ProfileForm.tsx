import { useForm } from '../../../ui/forms/useForm.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { updateProfile } from '../user.ts';
import { endsSession } from '../guestworldSession.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { AddressFields } from './AddressFields.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import type {
  Contacts,
  ProfileFields,
  ProfileUpdate,
  User,
} from '../../../../shared/account/schemas/user.ts';

const FIELDS = [
  'title',
  'firstName',
  'lastName',
  'street',
  'postcode',
  'city',
  'country',
  'phone',
] as const satisfies readonly (keyof ProfileFields)[];
const resolver = lazySchemaResolver<ProfileFields>(
  async () => (await import('../../../../shared/account/schemas/user.ts')).profileUpdateSchema,
);

/** SPEC §3 User contacts with SPEC §5's rules: errors in place, the first invalid field focused. */
export function ProfileForm({ contacts, onSaved }: { contacts: Contacts; onSaved: (user: User) => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<ProfileFields>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, contacts[name]])) as ProfileFields,
  });
  const field = useFormField(form);
  const save = useMutation({
    mutationFn: (profile: ProfileUpdate) => updateProfile(api, profile),
    onSuccess: (user) => {
      onSaved(user);
      form.reset(Object.fromEntries(FIELDS.map((name) => [name, user.contacts[name]])) as ProfileFields);
      toast.success(t('acc.profile.saved'));
    },
    onError: (error) => {
      if (!endsSession(queryClient, error)) toast.error(t('acc.profile.saveError'));
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values as unknown as ProfileUpdate));
  const titles = (['M', 'F'] as const).map((value) => ({ value, label: t(`field.salutation.${value}`) }));
  return (
    <form className="panel account-form" onSubmit={submit} noValidate aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">{t('acc.profile.contacts')}</h2>
      <SelectField label={t('field.salutation')} options={titles} {...field('title')} />
      <AddressFields form={form} />
      <TextField label={t('field.phone')} autoComplete="tel" type="tel" {...field('phone')} />
      <LoadingButton type="submit" loading={save.isPending}>
        {t('acc.profile.save')}
      </LoadingButton>
    </form>
  );
}
