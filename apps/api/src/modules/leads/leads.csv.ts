// CSV of leads (RFC 4180, safe to open in a spreadsheet), shared by `npm run leads:export` and the
// operator area's download. Pure: no database here.
const TIME_ZONE = 'America/Guayaquil';

export const CSV_HEADER = [
  'id',
  'fecha (hora de Ecuador)',
  'email',
  'nombre',
  'apellido',
  'teléfono',
  'landing (code_relation)',
  'título',
  'clase magistral',
  'mensaje',
  'ciudad',
  'país',
  'ip',
  'actualizado (hora de Ecuador)',
];

const stamp = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Characters that make a spreadsheet read a cell as a formula, half- and full-width (OWASP). */
const FORMULA_START = /^[\s\u00A0\u2000-\u200B\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/u;
/** Where a spreadsheet opened with another list separator (',' or ';', by locale) starts a new cell. */
const SEGMENT = /([,;\t\r\n])/;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet (OWASP "CSV Injection"):
 * - every part a spreadsheet could take for a cell (the text, and each piece after a ',' or ';',
 *   in case the file is opened with the other separator) that starts with =, +, -, @, a tab or a
 *   CR, or their full-width forms, even after spaces or NBSP, gets a leading apostrophe, so it is
 *   shown as text and never run. A phone in E.164 (+593…) is data and stays as it is;
 * - a cell holding ',', ';', a quote, a tab or a line break is quoted, quotes doubled.
 */
export function csvCell(value: unknown, _separator = ','): string {
  if (value === null || value === undefined) return '';
  const raw = value instanceof Date ? stamp.format(value) : String(value);
  const text = /^\+\d{6,15}$/.test(raw)
    ? raw
    : raw
        .split(SEGMENT)
        .map((part, i) => (i % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
        .join('');
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[], separator = ','): string {
  return `${values.map((v) => csvCell(v, separator)).join(separator)}\r\n`;
}

/** The cells of one lead, in CSV_HEADER's order. */
export function leadCsvValues(r: {
  id: number;
  createdAt: Date;
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  codeRelation: string;
  title: string | null;
  magistral: boolean;
  message: string | null;
  town: string | null;
  country: string | null;
  ip: string | null;
  updatedAt: Date;
}): unknown[] {
  return [
    r.id,
    r.createdAt,
    r.email,
    r.name,
    r.lastName,
    r.phone,
    r.codeRelation,
    r.title,
    r.magistral ? 'sí' : 'no',
    r.message,
    r.town,
    r.country,
    r.ip,
    r.updatedAt,
  ];
}
