// The school's certificate settings in the operator area: the logo, the signature and the signer's
// name and title that every certificate PDF prints. Images arrive already checked and stored
// (admin/uploads.ts); replacing or removing one hands the old URL back so the route deletes the file
// once the row no longer points at it.
import {
  type AdminCertificateSettings,
  type AdminCertificateSettingsInput,
  type CertificateImage,
  PROJECT_ID,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import {
  type CertificateSettingsRow,
  findCertificateSettings,
  saveCertificateSettings,
} from './certificates.repository.ts';

type Change = {
  entityId: number | null;
  before: unknown;
  after: unknown;
  result: AdminCertificateSettings;
  oldUrl: string | null;
};

function present(row: CertificateSettingsRow | null): AdminCertificateSettings {
  return {
    logo_url: row?.logoUrl ?? null,
    signature_url: row?.signatureUrl ?? null,
    signer_name: row?.signerName ?? '',
    signer_title: row?.signerTitle ?? '',
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getCertificateSettingsAdmin(db: Executor): Promise<AdminCertificateSettings> {
  return present(await findCertificateSettings(db, PROJECT_ID));
}

/** PUT: the signer's name and title (the images keep their own routes). */
export async function saveCertificateSignerAdmin(
  db: Executor,
  input: Required<AdminCertificateSettingsInput>,
): Promise<Change> {
  const before = present(await findCertificateSettings(db, PROJECT_ID));
  const row = await saveCertificateSettings(db, PROJECT_ID, {
    signerName: input.signer_name,
    signerTitle: input.signer_title,
  });
  const after = present(row);
  return { entityId: PROJECT_ID, before, after, result: after, oldUrl: null };
}

/** Points the logo or signature at a stored file (`url`), or at none (null). */
export async function setCertificateImageAdmin(
  db: Executor,
  image: CertificateImage,
  url: string | null,
): Promise<Change> {
  const current = await findCertificateSettings(db, PROJECT_ID);
  const before = present(current);
  const oldUrl = (image === 'logo' ? current?.logoUrl : current?.signatureUrl) ?? null;
  const row = await saveCertificateSettings(
    db,
    PROJECT_ID,
    image === 'logo' ? { logoUrl: url } : { signatureUrl: url },
  );
  const after = present(row);
  return { entityId: PROJECT_ID, before, after, result: after, oldUrl };
}

/** What the PDF prints besides the certificate's facts (read at each render). */
export async function certificateLook(db: Executor) {
  const row = await findCertificateSettings(db, PROJECT_ID);
  return {
    logoUrl: row?.logoUrl ?? null,
    signatureUrl: row?.signatureUrl ?? null,
    signerName: row?.signerName ?? '',
    signerTitle: row?.signerTitle ?? '',
  };
}
