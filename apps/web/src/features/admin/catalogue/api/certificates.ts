import type {
  AdminCertificateSettings,
  AdminCertificateSettingsInput,
  CertificateImage,
} from '@campus/contract/admin-certificates';
import type { adminCertificatesOperations } from '@campus/contract/operations/admin-certificates';
import { address as getAddress } from '@campus/contract/operations/admin-certificates/get';
import { address as removeImageAddress } from '@campus/contract/operations/admin-certificates/removeImage';
import { address as updateAddress } from '@campus/contract/operations/admin-certificates/update';
import { address as uploadImageAddress } from '@campus/contract/operations/admin-certificates/uploadImage';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOperation } from '../../api/admin-api.ts';

type Certificates = typeof adminCertificatesOperations;
const getSettings = adminOperation<Certificates['get']>(getAddress);
const update = adminOperation<Certificates['update']>(updateAddress);
const uploadImage = adminOperation<Certificates['uploadImage']>(uploadImageAddress);
const removeImage = adminOperation<Certificates['removeImage']>(removeImageAddress);

const key = ['admin', 'certificate-settings'] as const;

export const certificateSettingsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => getSettings({ signal }),
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
  useWrite((body: AdminCertificateSettingsInput) => update({ body }));

/** POST …/{logo|signature}: multipart, field `file`. */
export const useUploadCertificateImage = (image: CertificateImage) =>
  useWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return uploadImage({ params: { image }, body: form });
  });

export const useRemoveCertificateImage = (image: CertificateImage) =>
  useWrite((_: undefined) => removeImage({ params: { image } }));
