// The profile's messages and limits, without zod: the settings page's photo form reads them without
// building the profile's schemas; profile.ts re-exports all of it.

export const PROFILE_MESSAGES = {
  updated: '¡Datos actualizados con éxito!',
  imageUpdated: 'Foto de perfil actualizada.',
  imageInvalid: 'La imagen debe ser un archivo JPG, PNG o WebP.',
  imageRequired: 'Seleccione una imagen.',
  imageTooLarge: 'La imagen no puede superar 5 MB.',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  passwordsMustMatch: 'Las contraseñas deben coincidir',
  notYourAccount: 'Solo puede consultar o modificar su propia cuenta.',
  documentAlphanumeric: 'El campo documento debe ser alfanumérico',
} as const;

/** Profile photos: at most 5 MB uploaded, stored as a square WebP of this many pixels. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 400;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Sex as the profile stores it: '' not said, 'F', 'M' or 'O' (other). */
export const SEX_VALUES = ['', 'F', 'M', 'O'] as const;
