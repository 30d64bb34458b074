import { address as pdf } from '@campus/contract/operations/certificates/pdf';
import { useMutation } from '@tanstack/react-query';
import { ApiError, fillPath } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';

/**
 * The certificate's PDF with the student's token. The JSON client cannot carry a
 * PDF, so this reads the body as a file; errors keep the server's Spanish message and code.
 */
export async function fetchCertificatePdf(courseId: number): Promise<{ blob: Blob; filename: string }> {
  const token = readString(STORAGE_KEYS.token);
  const res = await fetch(fillPath(pdf.path, { courseId }), {
    headers: { authorization: `Bearer ${token ?? ''}`, accept: 'application/pdf' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? 'No se pudo descargar el certificado.', {}, body);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'certificado.pdf';
  return { blob: await res.blob(), filename };
}

export function useDownloadCertificate(courseId: number) {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await fetchCertificatePdf(courseId);
      saveFile(blob, filename);
    },
  });
}
