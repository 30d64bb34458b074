// The certificate as a PDF (pdf-lib). Text is set in DejaVu Sans, a Unicode TrueType font embedded
// (subset: only the glyphs used) in the file, so accents and ñ render everywhere and the text stays
// extractable; the 14 standard PDF fonts only cover WinAnsi and would lose names outside it. (Noto
// Sans was tried first: @pdf-lib/fontkit's subsetter drops most of its glyphs.) About 25 KB.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CERTIFICATE_KIND_TEXTS, type CertificateKind } from '@campus/contract/certificates-rules';
import { HOME_TIME_ZONE } from '@campus/contract/constants';
import { dateTimeFormat } from '@campus/contract/intl';
import { SITE_NAME } from '@campus/contract/pages';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;

/** The TTF files of the dejavu-fonts-ttf package, read once. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export type CertificatePdfInput = {
  printedName: string;
  course: string;
  hours: number;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  revoked?: boolean;
  /** What the certificate attests (its title): the course's kind. */
  kind: CertificateKind;
  /** The school's logo and the signature, PNG bytes (as the settings store them), when set. */
  logo?: Uint8Array | null;
  signature?: Uint8Array | null;
  signerName?: string;
  signerTitle?: string;
};

const BRAND = rgb(0.055, 0.455, 0.565); // #0e7490
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

/** "23 de noviembre de 2026", in Ecuador's calendar day. */
export function formatIssueDate(at: Date): string {
  return dateTimeFormat('es-EC', {
    timeZone: HOME_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
}

/** Splits text into lines no wider than `maxWidth` at `size`. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size up to `max` at which `text` fits `maxWidth` on one line (not below `min`). */
function fitSize(text: string, font: PDFFont, max: number, min: number, maxWidth: number): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > maxWidth) size -= 1;
  return size;
}

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** Side of the QR code on the page, in points (≈ 2.6 cm: a phone reads it from a printed sheet). */
export const QR_SIZE = 74;

/**
 * The QR code of the verification URL as a PNG, one pixel per module and a quiet zone of 4 modules
 * (the standard's). Scaled up in the PDF, where viewers draw it without smoothing at print sizes.
 */
export function verificationQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

/** A stored PNG (or JPEG) embedded in the document; null when absent or unreadable (never fails the PDF). */
async function embedImage(doc: PDFDocument, bytes: Uint8Array | null | undefined): Promise<PDFImage | null> {
  if (!bytes?.length) return null;
  try {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    return isPng ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = fontFiles();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });

  doc.setTitle(`Certificado: ${input.course} · ${input.printedName}`);
  doc.setAuthor(SITE_NAME);
  doc.setSubject(`Certificado ${input.code}`);
  doc.setLanguage('es-EC');
  doc.setCreator(SITE_NAME);
  doc.setProducer(SITE_NAME);
  doc.setCreationDate(input.issuedAt);

  const page = doc.addPage([842, 595]); // A4 landscape, points
  const { width, height } = page.getSize();
  const inner = width - 160;

  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: BRAND,
    borderWidth: 0.8,
  });

  const texts = CERTIFICATE_KIND_TEXTS[input.kind];
  // The logo sits in the top-left corner, inside the borders, at most 130 × 56 points.
  const logo = await embedImage(doc, input.logo);
  if (logo) {
    const box = logo.scaleToFit(130, 56);
    page.drawImage(logo, { x: 52, y: height - 52 - box.height, width: box.width, height: box.height });
  }
  centered(page, SITE_NAME.toUpperCase(), bold, 16, height - 90, BRAND);
  centered(page, texts.title, bold, 30, height - 140);
  centered(page, 'Se certifica que', regular, 14, height - 185, MUTED);

  const nameSize = fitSize(input.printedName, bold, 34, 16, inner);
  const nameLines = wrap(input.printedName, bold, nameSize, inner);
  let y = height - 235;
  for (const line of nameLines) {
    centered(page, line, bold, nameSize, y);
    y -= nameSize + 6;
  }
  page.drawLine({
    start: { x: 160, y: y + nameSize - 2 },
    end: { x: width - 160, y: y + nameSize - 2 },
    thickness: 0.6,
    color: MUTED,
  });

  y -= 18;
  centered(page, texts.phrase, regular, 14, y, MUTED);
  y -= 34;
  const courseSize = fitSize(input.course, bold, 22, 14, inner);
  for (const line of wrap(input.course, bold, courseSize, inner).slice(0, 3)) {
    centered(page, line, bold, courseSize, y);
    y -= courseSize + 6;
  }
  y -= 10;
  centered(
    page,
    `con una duración de ${input.hours} ${input.hours === 1 ? 'hora' : 'horas'} académicas`,
    regular,
    14,
    y,
    MUTED,
  );
  y -= 24;
  centered(page, `Emitido el ${formatIssueDate(input.issuedAt)}`, regular, 13, y, MUTED);

  // The signature block, centred at the bottom: the image above a line, then the signer's name and title.
  const signature = await embedImage(doc, input.signature);
  const signerName = input.signerName?.trim() ?? '';
  const signerTitle = input.signerTitle?.trim() ?? '';
  if (signature || signerName || signerTitle) {
    const lineY = 128;
    if (signature) {
      // Up to 56 points tall, less when a long course name pushed the issue date down.
      const box = signature.scaleToFit(200, Math.max(24, Math.min(56, y - 16 - lineY)));
      page.drawImage(signature, {
        x: (width - box.width) / 2,
        y: lineY + 2,
        width: box.width,
        height: box.height,
      });
    }
    page.drawLine({
      start: { x: width / 2 - 110, y: lineY },
      end: { x: width / 2 + 110, y: lineY },
      thickness: 0.6,
      color: MUTED,
    });
    if (signerName) centered(page, signerName, bold, fitSize(signerName, bold, 12, 8, 300), lineY - 15);
    if (signerTitle)
      centered(page, signerTitle, regular, fitSize(signerTitle, regular, 10, 7, 300), lineY - 29, MUTED);
  }

  if (input.revoked) centered(page, 'CERTIFICADO REVOCADO', bold, 20, 150, rgb(0.7, 0.1, 0.1));

  // The QR code opens the public verification page (`{PUBLIC_URL}/certificados/{code}`).
  const qr = await doc.embedPng(await verificationQrPng(input.verifyUrl));
  page.drawImage(qr, { x: width - 60 - QR_SIZE, y: 48, width: QR_SIZE, height: QR_SIZE });

  page.drawText(`Código de verificación: ${input.code}`, { x: 60, y: 78, size: 11, font: bold, color: INK });
  page.drawText(`Verifique su validez en ${input.verifyUrl}`, {
    x: 60,
    y: 60,
    size: 10,
    font: regular,
    color: MUTED,
  });
  // Plain objects (no object streams): older readers open it, and the embedded font is inspectable.
  return doc.save({ useObjectStreams: false });
}
