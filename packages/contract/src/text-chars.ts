/**
 * The same cut counted in characters a person sees (code points: an emoji is never split), for
 * texts the server cuts (the cart's 80 characters): at the last space when there is one in the last
 * 40 %, so no word is cut in half then, and always marked with "…"; a longer word (an address, a
 * code) is cut where the limit falls. `truncate` (text.ts) stays as it is for the cards: it is in
 * the home page's first bundle, and this module is not.
 */
export function truncateChars(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > 0 && [...cut.slice(0, lastSpace)].length > max * 0.6;
  return `${(atWord ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
