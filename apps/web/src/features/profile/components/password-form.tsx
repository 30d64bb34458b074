import { anyPasswordSchema, PASSWORD_MAX, passwordSchema } from '@campus/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { authMessages } from '../../../messages/auth.ts';
import { es } from '../../../messages/es.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useChangePassword } from '../api/current-user.ts';

const t = profileMessages.password;
const schema = z
  .object({
    current_password: anyPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: t.mismatch,
    path: ['password_confirmation'],
  });
type PasswordForm = z.input<typeof schema>;

/** Password change: the current one, the new one twice. The other sessions are closed by the server. */
export function PasswordForm() {
  const mutation = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
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
