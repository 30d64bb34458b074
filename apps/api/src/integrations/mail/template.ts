import { SITE_NAME } from '@campus/contract/pages';
import { escapeHtml } from '../../lib/html.ts';

const SIGNATURE = `${SITE_NAME} · Educación médica continua en línea · Ecuador`;

export type MailContent = { subject: string; html: string; text: string };

type Block = { paragraph: string } | { button: { label: string; url: string } } | { lines: string[] };

/**
 * Lays out a Spanish e-mail in HTML and plain text from the same blocks, so both always say the
 * same. Text is escaped; only the layout is HTML.
 */
export function renderMail(subject: string, greeting: string, blocks: Block[]): MailContent {
  const htmlBlocks = blocks.map((b) => {
    if ('paragraph' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.paragraph)}</p>`;
    if ('lines' in b) return `<p style="margin:0 0 16px">${b.lines.map(escapeHtml).join('<br>')}</p>`;
    return `<p style="margin:24px 0"><a href="${escapeHtml(b.button.url)}" style="background:#0e7490;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(b.button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Si el botón no funciona, copie este enlace: ${escapeHtml(b.button.url)}</p>`;
  });
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:24px"><div style="background:#fff;border-radius:8px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px;color:#0e7490">${SITE_NAME}</h1><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlBlocks.join('')}</div><p style="font-size:12px;color:#64748b;text-align:center;margin-top:16px">${SIGNATURE}</p></div></body></html>`;
  const textBlocks = blocks.map((b) => {
    if ('paragraph' in b) return b.paragraph;
    if ('lines' in b) return b.lines.join('\n');
    return `${b.button.label}: ${b.button.url}`;
  });
  const text = [greeting, ...textBlocks, '—', SIGNATURE].join('\n\n');
  return { subject, html, text };
}
