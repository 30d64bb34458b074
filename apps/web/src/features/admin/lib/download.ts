/** Saves a CSV the API sent as a file, with its UTF-8 BOM put back (fetch drops it), through a temporary link. */
export function saveCsv(text: string, name: string): string {
  const blob = new Blob([`\uFEFF${String(text).replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
