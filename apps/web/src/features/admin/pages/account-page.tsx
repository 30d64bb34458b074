import { type AdminTotpCodeRequest, adminTotpCodeRequestSchema } from '@campus/contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert, SubmitButton, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { useConfirmTotp, useDisableTotp, useOperator, useStartTotp } from '../api/session.ts';
import { AdminPageHeader, cardClass, primaryButton, QueryState } from '../components/admin-ui.tsx';

const t = adminMessages.account;

function CodeForm({
  id,
  submit,
  pending,
  pendingLabel,
  onCode,
  error,
}: {
  id: string;
  submit: string;
  pending: boolean;
  pendingLabel: string;
  onCode: (code: string) => void;
  error: unknown;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminTotpCodeRequest>({
    resolver: zodResolver(adminTotpCodeRequestSchema),
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => onCode(v.code))}
      className="mt-4 flex max-w-sm flex-col gap-3"
    >
      {error instanceof ApiError ? <FormAlert>{error.message}</FormAlert> : null}
      <TextField
        id={id}
        label={adminMessages.login.code}
        hint={adminMessages.login.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submit}
      </SubmitButton>
    </form>
  );
}

/** The operator's account (/admin/cuenta): turn the TOTP second factor on (QR + code) or off. */
export default function AccountPage() {
  const me = useOperator();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  return (
    <>
      <AdminPageHeader title={t.title} />
      <QueryState query={me}>
        {me.data ? (
          <div className="grid gap-6">
            <section className={cardClass}>
              <p>
                <span className="font-semibold">{t.email}:</span> {me.data.email}
              </p>
            </section>
            <section aria-labelledby="totp-title" className={cardClass}>
              <h2 id="totp-title" className="text-lg font-semibold">
                {t.totpTitle}
              </h2>
              <p className="mt-1 text-slate-700" role="status">
                {me.data.totp_enabled ? t.totpOn : t.totpOff}
              </p>
              {confirm.isSuccess && me.data.totp_enabled ? (
                <FormAlert tone="success">{t.enabled}</FormAlert>
              ) : null}
              {disable.isSuccess && !me.data.totp_enabled ? (
                <FormAlert tone="success">{t.disabled}</FormAlert>
              ) : null}
              {me.data.totp_enabled ? (
                <>
                  <p className="mt-3 text-slate-700">{t.disableHint}</p>
                  <CodeForm
                    id="totp-disable-code"
                    submit={t.disable}
                    pending={disable.isPending}
                    pendingLabel={t.disabling}
                    onCode={(code) => disable.mutate(code, { onSuccess: () => start.reset() })}
                    error={disable.error}
                  />
                </>
              ) : start.data ? (
                <>
                  <p className="mt-3 text-slate-700">{t.scan}</p>
                  <div className="mt-3 flex flex-wrap items-start gap-6">
                    <img
                      src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qr_svg)}`}
                      alt={t.qrAlt}
                      width={200}
                      height={200}
                      className="rounded bg-white ring-1 ring-slate-200"
                    />
                    <div>
                      <p className="font-semibold">{t.secret}</p>
                      <code data-testid="totp-secret" className="break-all text-lg tracking-wider">
                        {start.data.secret}
                      </code>
                    </div>
                  </div>
                  <CodeForm
                    id="totp-confirm-code"
                    submit={t.confirm}
                    pending={confirm.isPending}
                    pendingLabel={t.confirming}
                    onCode={(code) => confirm.mutate(code)}
                    error={confirm.error}
                  />
                </>
              ) : (
                <>
                  {start.error instanceof ApiError ? <FormAlert>{start.error.message}</FormAlert> : null}
                  <button
                    type="button"
                    onClick={() => start.mutate()}
                    disabled={start.isPending}
                    className={`${primaryButton} mt-4`}
                  >
                    {start.isPending ? t.starting : t.start}
                  </button>
                </>
              )}
            </section>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
