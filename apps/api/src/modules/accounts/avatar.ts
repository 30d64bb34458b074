import { PROFILE_IMAGE_SIZE_PX, PROFILE_MESSAGES } from '@campus/contract';
import sharp from 'sharp';
import { ValidationFailed } from '../../lib/errors.ts';

/** Formats accepted, as sharp recognises them from the bytes (never from the name or MIME type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuse decompression bombs: a 5 MB file may not claim more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The storage folder of profile photos (public URLs /uploads/avatars/…). */
export const AVATAR_FOLDER = 'avatars';

const invalid = () => ValidationFailed.field('image', PROFILE_MESSAGES.imageInvalid);

/**
 * Checks that the bytes are a JPEG, PNG or WebP picture and re-encodes them as a square WebP
 * (orientation applied, metadata dropped), so nothing the user sent is served as is.
 */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
