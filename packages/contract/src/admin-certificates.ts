// The certificate settings of the operator area: the school's logo, the signature image and the
// signer's name and title, printed on every certificate PDF. The API's routes and the web form use
// these schemas.
import * as z from 'zod';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';

/** Limits of the two images: small files (they go into every PDF) of a sensible size in pixels. */
export const CERTIFICATE_IMAGE_LIMITS = {
  bytes: 1024 * 1024,
  minWidth: 40,
  minHeight: 20,
  maxWidth: 4000,
  maxHeight: 4000,
} as const;

/** The two images, as the upload route names them (`/api/admin/certificate-settings/{image}`). */
export const CERTIFICATE_IMAGES = ['logo', 'signature'] as const;
export type CertificateImage = (typeof CERTIFICATE_IMAGES)[number];

export const ADMIN_CERTIFICATE_MESSAGES = {
  signerNameMax: 'El nombre de quien firma debe tener máximo 120 caracteres.',
  signerTitleMax: 'El cargo de quien firma debe tener máximo 160 caracteres.',
  signerNameType: 'El nombre de quien firma debe ser un texto.',
  signerTitleType: 'El cargo de quien firma debe ser un texto.',
  imageWrongType: 'Tipo de archivo no permitido: suba una imagen PNG o JPG.',
  imageTooLarge: 'La imagen es demasiado grande: el máximo es 1 MB.',
  imageTooSmall: (w: number, h: number) =>
    `La imagen es muy pequeña: debe medir al menos ${w} × ${h} píxeles.`,
  imageTooBig: (w: number, h: number) =>
    `La imagen es muy grande: debe medir como máximo ${w} × ${h} píxeles.`,
  imageRequired: 'Elija un archivo.',
  saved: 'Ajustes de certificados guardados.',
} as const;

const M = ADMIN_CERTIFICATE_MESSAGES;

export const adminCertificateSettingsSchema = z.object({
  /** Public URL of the logo (PNG), or null: the PDF prints the site's name only. */
  logo_url: z.string().nullable(),
  /** Public URL of the signature (PNG, transparency kept), or null: the PDF prints no signature. */
  signature_url: z.string().nullable(),
  signer_name: z.string(),
  signer_title: z.string(),
  updated_at: z.string().nullable(),
});
export type AdminCertificateSettings = z.infer<typeof adminCertificateSettingsSchema>;

export const adminCertificateSettingsInputSchema = z.object({
  signer_name: z.string({ error: M.signerNameType }).trim().max(120, M.signerNameMax).default(''),
  signer_title: z.string({ error: M.signerTitleType }).trim().max(160, M.signerTitleMax).default(''),
});
export type AdminCertificateSettingsInput = z.input<typeof adminCertificateSettingsInputSchema>;

export const adminCertificateImageParamsSchema = z.object({
  image: z.enum(CERTIFICATE_IMAGES, { error: 'Imagen desconocida: use logo o signature.' }),
});
