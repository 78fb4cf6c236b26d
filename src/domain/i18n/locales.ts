/**
 * Locales and dictionary helpers without any dictionary: what the browser needs before it knows the language. The
 * web app imports this module and loads the one dictionary it needs (src/web/i18n); ./index adds the four base
 * dictionaries for the server and tests.
 */
export const locales = ['en', 'zh', 'ar', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export interface Dictionary {
  [key: string]: string | Dictionary;
}

/** Deep-merges dictionaries; later parts win. */
export function mergeDictionaries(...parts: object[]): Dictionary {
  const out: Dictionary = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && value !== null && typeof existing === 'object'
          ? mergeDictionaries(existing, value)
          : (value as string | Dictionary);
    }
  }
  return out;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isRtl(locale: Locale): boolean {
  return locale === 'ar';
}

/** Picks a supported locale from a cookie value or an Accept-Language header ("ar-AE,ar;q=0.9,en;q=0.8"). */
export function resolveLocale(...candidates: (string | undefined | null)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
      if (isLocale(tag)) return tag;
    }
  }
  return defaultLocale;
}

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (locale: Locale, key: string, params?: Record<string, string | number | boolean>) => string;

/** A translator over the given dictionaries: i18next-style `{{name}}` parameters, English fallback, then the key. */
export function createTranslator(source: Record<Locale, Dictionary>): Translate {
  return (locale, key, params = {}) => {
    const template = lookup(source[locale], key) ?? lookup(source.en, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** Every dotted key of a dictionary, for completeness tests. */
export function keysOf(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}
