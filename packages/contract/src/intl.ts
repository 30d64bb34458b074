/**
 * `Intl` formatters, made once per locale and options and then kept. Making one loads the locale's
 * (and the time zone's) data, a cost far above that of formatting with it, so code that formats in
 * a loop or on every request asks here instead of calling `new Intl.…` each time. The options are
 * the cache key: pass them in the same order at one call site. The set of keys stays small (the
 * call sites' options, times the IANA zones in use), so nothing is evicted.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function kept<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A kept `Intl.DateTimeFormat` (an unknown `timeZone` throws, as the constructor does, and is not kept). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A kept `Intl.NumberFormat` (an unknown `currency` throws, as the constructor does, and is not kept). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A kept `Intl.ListFormat`. */
export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return kept(listFormats, locale, options, () => new Intl.ListFormat(locale, options));
}
