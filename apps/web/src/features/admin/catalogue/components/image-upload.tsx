import { adminMessages } from '../../../../messages/admin.ts';
import { useUploadImage } from '../api/catalogue.ts';
import { FileUpload } from './file-upload.tsx';

const t = adminMessages.catalogue;

/** The image (or photo) of a saved category, specialist or course: JPG, PNG or WebP. */
export function ImageUpload({
  kind,
  id,
  label = t.image,
}: {
  kind: Parameters<typeof useUploadImage>[0];
  id: number;
  label?: string;
}) {
  const upload = useUploadImage(kind);
  return (
    <FileUpload
      label={label}
      hint={t.imageHint}
      accept="image/jpeg,image/png,image/webp"
      pending={upload.isPending}
      error={upload.error}
      done={upload.isSuccess}
      onUpload={(file) => upload.mutate({ id, file })}
    />
  );
}
