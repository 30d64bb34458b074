import type { CurrentUserResponse } from '@campus/contract/profile';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, SubmitButton, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { es } from '../../../messages/es.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useUpdateUser } from '../api/current-user.ts';
import type { PersonalValues } from './profile-rules.ts';

const t = profileMessages.settings;
/** The contract's rules, fetched once the form is on screen (lib/lazy-zod-resolver.ts). */
const rules = lazyZodResolver<PersonalValues>(() => import('./profile-rules.ts').then((m) => m.personalForm));

/** Personal data (spec §2 profile): first names, surnames, document, email read-only, phone, mobile. */
export function PersonalDataForm({ user }: { user: CurrentUserResponse['data'] }) {
  const mutation = useUpdateUser();
  useEffect(rules.prefetch, []);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PersonalValues>({
    resolver: rules.resolver,
    defaultValues: {
      name: user.person.people_first_name,
      last_name: user.person.people_surnames,
      document: user.person.people_document,
      phone: user.person.people_phone,
      movil: user.person.people_mobile,
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: (res) => toast.success(res.message),
      onError: (error) => {
        if (
          applyServerErrors(error, setError, {
            name: 'name',
            last_name: 'last_name',
            document: 'document',
            phone: 'phone',
            movil: 'movil',
          })
        )
          return;
        setFormError(error instanceof ApiError ? error.message : es.common.genericError);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t.firstNames}
          autoComplete="given-name"
          required
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.surnames}
          autoComplete="family-name"
          required
          maxLength={100}
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t.document}
          maxLength={30}
          error={errors.document?.message}
          {...register('document')}
        />
        <TextField label={t.email} type="email" value={user.email} readOnly hint={t.emailHint} />
        <TextField
          label={t.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.movil?.message}
          {...register('movil')}
        />
      </div>
      <SubmitButton pending={mutation.isPending} pendingLabel={t.saving} className="self-start">
        {t.save}
      </SubmitButton>
    </form>
  );
}
