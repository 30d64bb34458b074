import MailCheck from 'lucide-react/icons/mail-check';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EmailField, FormAlert, SubmitButton } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSupportEmail } from '../../../lib/project.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { authMessages } from '../../../messages/auth.ts';
import { useRequestPasswordReset } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

const t = authMessages.reset;
type ResetForm = { email: string };
/** The contract's rule, fetched once the form is on screen (lib/lazy-zod-resolver.ts). */
const rules = lazyZodResolver<ResetForm>(() =>
  import('../components/account-rules.ts').then((m) => m.resetRequestForm),
);

const backLink = (
  <Link
    to={paths.auth.login}
    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
  >
    {t.back}
  </Link>
);

/** Spec §8: 403 '¡Email no registrado!'; any other failure names the support address. */
function resetErrorMessage(error: unknown, supportEmail: string): ReactNode {
  if (error instanceof ApiError && error.code === 'email_not_registered') return t.notRegistered;
  if (error instanceof ApiError && error.code === 'too_many_requests') return error.message;
  return (
    <>
      {t.failed}{' '}
      <a href={`mailto:${supportEmail}`} className="underline underline-offset-2">
        {supportEmail}
      </a>
    </>
  );
}

/** /auth/reset-password: the e-mail; 403 '¡Email no registrado!', other failures name support (§8). */
export default function ResetPasswordPage() {
  useDocumentTitle(t.title);
  const mutation = useRequestPasswordReset();
  const supportEmail = useSupportEmail();
  useEffect(rules.prefetch, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({ resolver: rules.resolver, defaultValues: { email: '' } });

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t.title}>
        <div role="status" className="flex flex-col items-start gap-3">
          <MailCheck aria-hidden="true" className="h-10 w-10 text-emerald-700" />
          <p className="text-xl font-semibold text-slate-900">{t.sent}</p>
          <p className="text-slate-700">{t.sentDetail}</p>
        </div>
        <p className="mt-6">{backLink}</p>
      </AuthCard>
    );
  }

  const errorMessage = mutation.isError ? resetErrorMessage(mutation.error, supportEmail) : null;

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form
        noValidate
        onSubmit={handleSubmit((v) => mutation.mutate(v.email.trim().toLowerCase()))}
        className="flex flex-col gap-5"
      >
        {errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
        <EmailField
          label={authMessages.email}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton pending={mutation.isPending} pendingLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </form>
      <p className="mt-6">{backLink}</p>
    </AuthCard>
  );
}
