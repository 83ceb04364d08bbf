/**
 * Intl formatters kept per language and options: making one costs far more than formatting with it (on a slow phone,
 * a list whose rows each made their own spent tens of milliseconds on it before its first screen).
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = kept.get(key) as F | undefined;
  if (known) return known;
  const format = make();
  kept.set(key, format);
  return format;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptFormat(`number ${language} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptFormat(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}
