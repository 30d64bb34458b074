// Where each operator certificate-settings operation lives: one module per operation
// (./admin-certificates/<operation>.ts). No zod here; the schemas stay in ./admin-certificates.ts.

import { address as get } from './admin-certificates/get.ts';
import { address as removeImage } from './admin-certificates/removeImage.ts';
import { address as update } from './admin-certificates/update.ts';
import { address as uploadImage } from './admin-certificates/uploadImage.ts';

/** Every operator certificate-settings operation's address, for the contract's router. */
export const adminCertificatesPaths = { get, update, uploadImage, removeImage } as const;
