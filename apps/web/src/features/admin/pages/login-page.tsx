import { type AdminLoginRequest, adminLoginRequestSchema } from '@campus/contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import {
  EmailField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../../components/form-field.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { useAdminLogin } from '../api/session.ts';
import { useAdminToken } from '../lib/session.ts';

const t = adminMessages.login;

/** The operator login (/admin/login): e-mail and password, then the TOTP code when it is on. */
export default function AdminLoginPage() {
  useDocumentTitle(t.title);
  const token = useAdminToken();
  const navigate = useNavigate();
  const mutation = useAdminLogin();
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  if (token && !mutation.isPending) return <Navigate to={adminPaths.dashboard} replace />;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => navigate(adminPaths.dashboard, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'totp_required' || error.code === 'totp_invalid')) {
          setNeedsCode(true);
          setTimeout(() => setFocus('code'), 0);
        }
      },
    }),
  );

  const error = mutation.error;
  const message =
    error instanceof ApiError
      ? error.code === 'login_failed'
        ? t.failed
        : error.message
      : error
        ? adminMessages.common.loadError
        : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {adminMessages.areaName}
        </p>
        <h1 className="mt-1 text-2xl font-bold">{t.title}</h1>
        <p className="mt-2 text-slate-700">{t.intro}</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          {message ? <FormAlert>{message}</FormAlert> : null}
          <EmailField
            id="admin-email"
            label={t.email}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            id="admin-password"
            label={t.password}
            autoComplete="current-password"
            required
            maxLength={1024}
            error={errors.password?.message}
            {...register('password')}
          />
          {needsCode ? (
            <TextField
              id="admin-code"
              label={t.code}
              hint={t.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              required
              error={errors.code?.message}
              {...register('code')}
            />
          ) : null}
          <SubmitButton pending={mutation.isPending} pendingLabel={t.submitting}>
            {t.submit}
          </SubmitButton>
        </form>
      </div>
    </main>
  );
}
