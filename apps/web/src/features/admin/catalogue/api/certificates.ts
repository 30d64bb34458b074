import type {
  AdminCertificateSettings,
  AdminCertificateSettingsInput,
  CertificateImage,
} from '@campus/contract/admin-certificates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

const key = ['admin', 'certificate-settings'] as const;
const URL = '/api/admin/certificate-settings';

export const certificateSettingsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => adminApi<AdminCertificateSettings>(URL, { signal }),
  });
export const useCertificateSettingsAdmin = () => useQuery(certificateSettingsQuery());

/** Each write answers the whole settings: the page shows them at once. */
function useWrite<V>(request: (v: V) => Promise<AdminCertificateSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}

export const useSaveCertificateSigner = () =>
  useWrite((body: AdminCertificateSettingsInput) =>
    adminApi<AdminCertificateSettings>(URL, { method: 'PUT', body }),
  );

/** POST …/{logo|signature}: multipart, field `file`. */
export const useUploadCertificateImage = (image: CertificateImage) =>
  useWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return adminApi<AdminCertificateSettings>(`${URL}/${image}`, { method: 'POST', body: form });
  });

export const useRemoveCertificateImage = (image: CertificateImage) =>
  useWrite((_: undefined) => adminApi<AdminCertificateSettings>(`${URL}/${image}`, { method: 'DELETE' }));
