/** Cuts a text to `max` characters at a word boundary and adds an ellipsis (cards: 120, cart: 80). */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/**
 * Characters that reorder or hide text without showing themselves: the bidirectional embeddings,
 * overrides and isolates (U+202A–202E, U+2066–2069), the direction marks (U+200E, U+200F, U+061C),
 * and the zero-width space and byte-order mark (U+200B, U+FEFF). In a printed name they can make a
 * certificate read other than it was issued ("…esuoH" shown as "House…").
 */
const INVISIBLE_FORMAT = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\uFEFF]/g;
/** Whitespace controls (tab, line breaks) become a space; other control characters go. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const OTHER_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

/**
 * A person's name as stored and printed: NFC, without control or bidi formatting characters, on
 * single spaces, trimmed. Used by the profile on save and by the certificate when it prints it.
 */
export function cleanPersonName(name: string): string {
  return name
    .normalize('NFC')
    .replace(INVISIBLE_FORMAT, '')
    .replace(OTHER_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
}
