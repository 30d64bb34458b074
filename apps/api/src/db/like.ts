/** `text` with LIKE's pattern characters (`\`, `%`, `_`) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for LIKE / ILIKE: rows containing `text` as typed. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
