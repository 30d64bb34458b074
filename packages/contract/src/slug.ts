/**
 * Slug of spec §2: lower-cased, spaces to hyphens, non-word characters removed, with accents
 * stripped first so "Telemedicina Básica" gives "telemedicina-basica" rather than "telemedicina-bsica".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
