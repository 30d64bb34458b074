import { open, stat, unlink } from 'node:fs/promises';
import {
  ADMIN_CERTIFICATE_MESSAGES,
  CERTIFICATE_IMAGE_LIMITS,
  ADMIN_CATALOGUE_MESSAGES as M,
  UPLOAD_LIMITS,
} from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { Access, FileStorage } from '../../integrations/storage/storage.ts';
import { AppError, ValidationFailed } from '../../lib/errors.ts';
import { probeMediaSeconds } from '../../lib/media-length.ts';

/** The kinds of file the operator uploads, recognised by their bytes (never the name or MIME type). */
export type UploadKind = 'image' | 'media' | 'document' | 'download';

const LIMITS: Record<UploadKind, number> = {
  image: UPLOAD_LIMITS.imageBytes,
  media: UPLOAD_LIMITS.mediaBytes,
  document: UPLOAD_LIMITS.documentBytes,
  download: UPLOAD_LIMITS.documentBytes,
};
const KIND_NAMES: Record<UploadKind, string> = {
  image: 'una imagen JPG, PNG o WebP',
  media: 'un video MP4 o WebM, o un audio MP3',
  document: 'un PDF',
  download: 'un PDF, ZIP o documento de Office (DOCX, XLSX, PPTX)',
};
const MAX_INPUT_PIXELS = 40_000_000;

/** The extension a file of `kind` gets from its first bytes, or null when it is not of that kind. */
export function sniff(kind: Exclude<UploadKind, 'image'>, head: Buffer): string | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  const isPdf = ascii(0, 5) === '%PDF-';
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  if (kind === 'document') return isPdf ? 'pdf' : null;
  if (kind === 'download') return isPdf ? 'pdf' : isZip ? 'zip' : null;
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

const tooLarge = (kind: UploadKind) =>
  new AppError(413, M.fileTooLarge(Math.round(LIMITS[kind] / 1024 / 1024)), {
    file: [M.fileTooLarge(Math.round(LIMITS[kind] / 1024 / 1024))],
  });
const wrongType = (kind: UploadKind) => ValidationFailed.field('file', M.fileWrongType(KIND_NAMES[kind]));

/**
 * Receives the multipart field `file` into a temporary file, stopping at the kind's byte limit
 * (413 with a Spanish message), and checks its first bytes (422 on `file` when of another type).
 * Images are re-encoded as WebP (orientation applied, metadata dropped, at most 1600 px wide).
 * Returns the stored URL; the caller saves the row and calls `discard(url)` if that fails.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  kind: UploadKind,
  folder: string,
): Promise<string> {
  return (await receive(request, storage, kind, folder, 'public')).url;
}

/**
 * A lesson file (resource types 2, 3, 5): stored private (served only through signed media links),
 * and for a video or audio its length in seconds read from the container (null when it does not say).
 */
export async function receiveLessonFile(
  request: FastifyRequest,
  storage: FileStorage,
  kind: UploadKind,
): Promise<{ url: string; durationSeconds: number | null }> {
  return receive(request, storage, kind, 'resources', 'private');
}

async function receive(
  request: FastifyRequest,
  storage: FileStorage,
  kind: UploadKind,
  folder: string,
  access: Access,
): Promise<{ url: string; durationSeconds: number | null }> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: LIMITS[kind], files: 1, fields: 5, parts: 6 } });
  } catch {
    throw ValidationFailed.field('file', M.fileRequired);
  }
  if (file?.fieldname !== 'file') throw ValidationFailed.field('file', M.fileRequired);
  const temp = await storage.tempPath();
  try {
    try {
      await storage.receive(file.file, temp);
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
      throw err;
    }
    if (file.file.truncated) throw tooLarge(kind);
    if ((await stat(temp)).size === 0) throw ValidationFailed.field('file', M.fileRequired);
    if (kind === 'image') {
      let webp: Buffer;
      try {
        const meta = await sharp(temp, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw wrongType(kind);
        webp = await sharp(temp, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: 1600, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw wrongType(kind);
      }
      return { url: await storage.putBuffer(folder, 'webp', webp), durationSeconds: null };
    }
    const handle = await open(temp, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const ext = sniff(kind, head);
    if (!ext) throw wrongType(kind);
    const durationSeconds = kind === 'media' ? await probeMediaSeconds(temp, ext) : null;
    return { url: await storage.putFile(folder, ext, temp, access), durationSeconds };
  } finally {
    await unlink(temp).catch(() => {});
  }
}

/** The upload kind of a resource type: 2 media, 3 document, 5 download. */
export function resourceUploadKind(type: number): UploadKind | null {
  return type === 2 ? 'media' : type === 3 ? 'document' : type === 5 ? 'download' : null;
}

/**
 * A certificate's logo or signature (multipart field `file`): PNG or JPEG by its bytes, at most 1 MB
 * (413), within CERTIFICATE_IMAGE_LIMITS' dimensions (422 on `file`). Stored as a PNG (transparency
 * kept, orientation applied, metadata dropped, at most 1200 × 600), which the PDF embeds as is.
 * Returns the stored URL.
 */
export async function receiveCertificateImage(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<string> {
  const C = ADMIN_CERTIFICATE_MESSAGES;
  const L = CERTIFICATE_IMAGE_LIMITS;
  const large = () => new AppError(413, C.imageTooLarge, { file: [C.imageTooLarge] });
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: L.bytes, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw ValidationFailed.field('file', C.imageRequired);
  }
  if (file?.fieldname !== 'file') throw ValidationFailed.field('file', C.imageRequired);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw large();
    throw err;
  }
  if (file.file.truncated) throw large();
  if (bytes.length === 0) throw ValidationFailed.field('file', C.imageRequired);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw ValidationFailed.field('file', C.imageWrongType);
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg') throw ValidationFailed.field('file', C.imageWrongType);
  // EXIF orientations 5–8 turn the picture a quarter: its printed width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width < L.minWidth || height < L.minHeight)
    throw ValidationFailed.field('file', C.imageTooSmall(L.minWidth, L.minHeight));
  if (width > L.maxWidth || height > L.maxHeight)
    throw ValidationFailed.field('file', C.imageTooBig(L.maxWidth, L.maxHeight));
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: 1200, height: 600, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw ValidationFailed.field('file', C.imageWrongType);
  }
  return storage.putBuffer('certificates', 'png', png);
}
