import {
  type AdminCertificateSettings,
  type AdminCertificateSettingsInput,
  adminCertificateSettingsInputSchema,
  type CertificateImage,
} from '@campus/contract/admin-certificates';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { adminMessages } from '../../../../messages/admin.ts';
import { FormButtons, ServerAlert, useAdminForm } from '../../components/admin-form.tsx';
import { AdminPageHeader, cardClass, dangerButton, QueryState } from '../../components/admin-ui.tsx';
import {
  useCertificateSettingsAdmin,
  useRemoveCertificateImage,
  useSaveCertificateSigner,
  useUploadCertificateImage,
} from '../api/certificates.ts';
import { FileUpload } from '../components/file-upload.tsx';

const t = adminMessages.catalogue.certificates;
const c = adminMessages.common;

function SignerForm({ settings }: { settings: AdminCertificateSettings }) {
  const save = useSaveCertificateSigner();
  const { field, handleSubmit, serverErrors } = useAdminForm<
    AdminCertificateSettingsInput,
    Required<AdminCertificateSettingsInput>
  >(adminCertificateSettingsInputSchema, {
    signer_name: settings.signer_name,
    signer_title: settings.signer_title,
  });
  const onSubmit = handleSubmit((values) => save.mutate(values, { onError: serverErrors }));
  return (
    <form noValidate onSubmit={onSubmit} className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
      <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">{t.signerTitle}</h2>
      <div aria-live="polite" className="sm:col-span-2">
        <ServerAlert error={save.error} />
        {save.isSuccess ? <FormAlert tone="success">{t.saved}</FormAlert> : null}
      </div>
      <TextField
        id="cert-signer-name"
        label={t.signerName}
        hint={t.signerNameHint}
        maxLength={120}
        {...field('signer_name')}
      />
      <TextField
        id="cert-signer-title"
        label={t.signerRole}
        hint={t.signerRoleHint}
        maxLength={160}
        {...field('signer_title')}
      />
      <FormButtons className="sm:col-span-2" pending={save.isPending} label={c.save} />
    </form>
  );
}

function ImageCard({ image, url }: { image: CertificateImage; url: string | null }) {
  const upload = useUploadCertificateImage(image);
  const remove = useRemoveCertificateImage(image);
  const label = image === 'logo' ? t.logo : t.signature;
  return (
    <section className={`${cardClass} flex flex-col gap-4`} aria-labelledby={`cert-${image}`}>
      <h2 id={`cert-${image}`} className="text-lg font-semibold text-slate-900">
        {label}
      </h2>
      {url ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={url}
            alt={t.current(label)}
            className="max-h-24 max-w-60 rounded border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-2"
          />
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            {t.remove}
          </button>
        </div>
      ) : (
        <p className="text-slate-700">{t.none}</p>
      )}
      <FileUpload
        label={label}
        hint={image === 'logo' ? t.logoHint : t.signatureHint}
        accept="image/png,image/jpeg"
        pending={upload.isPending}
        error={upload.error ?? remove.error}
        done={upload.isSuccess}
        onUpload={(file) => upload.mutate(file)}
      />
    </section>
  );
}

/** The certificates' look (/admin/catalogo/certificados): signer, logo and signature. */
export default function CertificateSettingsPage() {
  const settings = useCertificateSettingsAdmin();
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <QueryState query={settings}>
        {settings.data ? (
          <div className="flex flex-col gap-6">
            <SignerForm settings={settings.data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <ImageCard image="logo" url={settings.data.logo_url} />
              <ImageCard image="signature" url={settings.data.signature_url} />
            </div>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
