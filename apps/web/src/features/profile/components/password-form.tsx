import { PASSWORD_MAX } from '@campus/contract/auth-rules';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { authMessages } from '../../../messages/auth.ts';
import { es } from '../../../messages/es.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useChangePassword } from '../api/current-user.ts';
import type { PasswordValues } from './profile-rules.ts';

const t = profileMessages.password;
/** The contract's rules, fetched once the form is on screen (lib/lazy-zod-resolver.ts). */
const rules = lazyZodResolver<PasswordValues>(() => import('./profile-rules.ts').then((m) => m.passwordForm));

/** Password change: the current one, the new one twice. The other sessions are closed by the server. */
export function PasswordForm() {
  const mutation = useChangePassword();
  useEffect(rules.prefetch, []);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: rules.resolver,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(t.saved);
      },
      onError: (error) => {
        const fields = {
          current_password: 'current_password',
          password: 'password',
          password_confirmation: 'password_confirmation',
        } as const;
        if (applyServerErrors(error, setError, fields)) return;
        setFormError(error instanceof ApiError ? error.message : es.common.genericError);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <PasswordField
        label={t.current}
        autoComplete="current-password"
        required
        maxLength={1024}
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={t.new}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={authMessages.register.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t.confirm}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
      </div>
      <SubmitButton pending={mutation.isPending} pendingLabel={t.saving} className="self-start">
        {t.save}
      </SubmitButton>
    </form>
  );
}
