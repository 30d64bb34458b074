import { PASSWORD_MAX } from '@campus/contract/auth-rules';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { authMessages } from '../../../messages/auth.ts';
import { es } from '../../../messages/es.ts';
import { useConfirmPasswordReset } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

const t = authMessages.resetConfirm;
type ConfirmForm = { password: string };
/** The contract's rule, fetched once the form is on screen (lib/lazy-zod-resolver.ts). */
const rules = lazyZodResolver<ConfirmForm>(() =>
  import('../components/account-rules.ts').then((m) => m.newPasswordForm),
);

/** /reset-password/:email/:token — the link of the reset e-mail: email read-only, new password. */
export default function ResetPassConfirmPage() {
  useDocumentTitle(t.title);
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const mutation = useConfirmPasswordReset();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(rules.prefetch, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmForm>({ resolver: rules.resolver, defaultValues: { password: '' } });

  const onSubmit = handleSubmit(({ password }) => {
    setFormError(null);
    mutation.mutate(
      { email, token, password },
      {
        onSuccess: () => {
          toast.success(t.done);
          navigate(paths.auth.login, { replace: true, state: { email } });
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === 'reset_link_invalid' ||
              (error.code === 'validation' && (error.errors.token || error.errors.email)))
          ) {
            setLinkInvalid(true);
            return;
          }
          if (applyServerErrors(error, setError, { password: 'password' })) return;
          setFormError(error instanceof ApiError ? error.message : es.common.genericError);
        },
      },
    );
  });

  if (linkInvalid) {
    return (
      <AuthCard title={t.title}>
        <FormAlert>{t.invalidLink}</FormAlert>
        <Link
          to={paths.auth.resetPassword}
          className="mt-6 inline-flex h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t.askAgain}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField label={authMessages.email} type="email" value={email} readOnly autoComplete="username" />
        <PasswordField
          label={authMessages.newPassword}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={authMessages.register.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton pending={mutation.isPending} pendingLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
