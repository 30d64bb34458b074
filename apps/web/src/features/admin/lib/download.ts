import { saveFile } from '../../../lib/save-file.ts';

/** Saves a CSV the API sent as a file, with its UTF-8 BOM put back (fetch drops it). */
export function saveCsv(text: string, name: string): string {
  return saveFile(
    new Blob([`\uFEFF${String(text).replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' }),
    name,
  );
}
