/**
 * Cuts a text to `max` characters a person sees (code points: an emoji is never split) and marks the
 * cut with "…": at the last space when it falls in the last 40 %, so no word is cut in half then; a
 * longer word (an address, a code) is cut where the limit falls. Cards: 120, cart: 80.
 */
export function truncate(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).join('').replace(/[\s.,;:]+$/, '')}…`;
}
