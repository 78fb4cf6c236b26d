/**
 * The check of a product's own texts (`x-texts`): one object per language with the quote page's title and
 * description, the listing text of its goods card, and the i18n keys only this product shows (`strings`). Every
 * language must give every text, with the English text's {{parameters}}; a problem names the file, the JSON pointer
 * of the missing or wrong text, and the language.
 */
export const LOCALES = ['en', 'zh', 'ar', 'ja'] as const;

export type Locale = (typeof LOCALES)[number];

export interface Dictionary {
  [key: string]: string | Dictionary;
}

export interface ProductTextsInput {
  title?: string;
  description?: string;
  listing?: string;
  strings?: Record<string, string>;
}

export interface ProductTexts {
  /** locale → the product's own keys as a nested dictionary (`quote.product.<code>.title`, its `strings`). */
  dictionaries: Map<Locale, Dictionary>;
  /** locale → dotted key → text, for lookups while checking the product. */
  flat: Map<Locale, Map<string, string>>;
  /** Every key the product gives a text for, in any language (a missing language is reported here, once). */
  keys: Set<string>;
  /** The goods card: name (the title) and listing text per language. */
  goods: { name: Record<Locale, string>; description: Record<Locale, string> };
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

const parameters = (text: string): string => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(', ');

/** Sets a dotted key in a nested dictionary. */
export function setKey(dictionary: Dictionary, key: string, text: string): void {
  const parts = key.split('.');
  let node = dictionary;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object') node = next;
    else node = node[part] = {};
  }
  node[parts[parts.length - 1] ?? ''] = text;
}

/** Checks `x-texts` of product `code`; reports through `problem(pointer, reason)`. */
export function checkProductTexts(
  code: string,
  texts: Partial<Record<Locale, ProductTextsInput>> | undefined,
  problem: (pointer: string, reason: string) => void,
): ProductTexts {
  const flat = new Map<Locale, Map<string, string>>();
  const dictionaries = new Map<Locale, Dictionary>();
  const name = {} as Record<Locale, string>;
  const description = {} as Record<Locale, string>;
  const english = texts?.en;
  // The keys every language must give: those of English, plus any another language has (English then lacks it).
  const own = (t: ProductTextsInput | undefined): Map<string, [pointer: string, text: string | undefined]> => {
    const keys = new Map<string, [string, string | undefined]>();
    keys.set(`quote.product.${code}.title`, ['/title', t?.title]);
    keys.set(`quote.product.${code}.description`, ['/description', t?.description]);
    for (const [key, text] of Object.entries(t?.strings ?? {})) keys.set(key, [`/strings/${escapePointer(key)}`, text]);
    return keys;
  };
  const allKeys = new Map<string, string>();
  for (const locale of LOCALES) for (const [key, [pointer]] of own(texts?.[locale])) if (!allKeys.has(key)) allKeys.set(key, pointer);
  const englishKeys = own(english);
  for (const locale of LOCALES) {
    const t = texts?.[locale];
    const map = new Map<string, string>();
    const dictionary: Dictionary = {};
    if (!t) {
      problem(`/x-texts/${locale}`, `the ${locale} texts are missing (title, description${english?.strings ? ', strings' : ''})`);
    } else {
      const keys = own(t);
      for (const [key, pointer] of allKeys) {
        const text = keys.get(key)?.[1];
        if (text === undefined || text.trim() === '') {
          problem(`/x-texts/${locale}${pointer}`, `missing the ${locale} text of "${key}"${locale === 'en' ? '' : ` (en: ${JSON.stringify(englishKeys.get(key)?.[1] ?? '')})`}`);
          continue;
        }
        const englishText = englishKeys.get(key)?.[1];
        if (locale !== 'en' && englishText !== undefined && parameters(text) !== parameters(englishText)) {
          problem(`/x-texts/${locale}${pointer}`, `the ${locale} text of "${key}" has parameters {${parameters(text)}}, English has {${parameters(englishText)}}`);
        }
        if (!key.startsWith(`quote.product.${code}.`) && key.startsWith('quote.product.')) {
          problem(`/x-texts/${locale}${pointer}`, `"${key}" belongs to another product`);
        }
        map.set(key, text);
        setKey(dictionary, key, text);
      }
    }
    flat.set(locale, map);
    dictionaries.set(locale, dictionary);
    name[locale] = t?.title ?? english?.title ?? code;
    description[locale] = t?.listing ?? t?.description ?? english?.listing ?? english?.description ?? '';
  }
  return { dictionaries, flat, keys: new Set(allKeys.keys()), goods: { name, description } };
}
