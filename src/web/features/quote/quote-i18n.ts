/**
 * Quote pages' strings, loaded when a quote page loads, not at app start: the quote DSL's dictionaries
 * (src/domain/i18n/quote*.<locale>.json — product titles, fields, options, rule messages; ~16 KB gzip per language)
 * for the current language only, plus this feature's own strings. Added to i18next with addResourceBundle.
 */
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, mergeDictionaries, type Dictionary, type Locale } from '../../../domain/i18n';

// This feature's own strings, one lazy chunk per language.
const featureFiles = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export function loadFeatureStrings(locale: Locale): Promise<Dictionary> {
  return featureFiles[`./locales/${locale}.json`]?.() ?? Promise.resolve({});
}

// Every quote dictionary file, one lazy chunk each; grouped by the locale in its name (quote-books.ar.json → ar).
const files = import.meta.glob<Dictionary>('../../../domain/i18n/quote*.json', { import: 'default' });

/** The quote DSL dictionary of one language (same content as quote-dictionaries.ts, without the other three). */
export async function loadQuoteDictionary(locale: Locale): Promise<Dictionary> {
  const paths = Object.keys(files)
    .filter((path) => path.endsWith(`.${locale}.json`))
    // quote.<locale>.json first, then the product groups, as quote-dictionaries.ts merges them.
    .sort((a, b) => Number(b.includes('/quote.')) - Number(a.includes('/quote.')) || a.localeCompare(b));
  const parts = await Promise.all(paths.map((path) => files[path]?.() ?? Promise.resolve({})));
  return mergeDictionaries(...parts);
}

const loaded = new Map<Locale, Promise<void>>();

export function ensureQuoteStrings(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = Promise.all([loadQuoteDictionary(locale), loadFeatureStrings(locale)]).then(([dictionary, strings]) => {
      i18next.addResourceBundle(locale, 'translation', dictionary, true, false);
      i18next.addResourceBundle(locale, 'translation', strings, true, false);
    });
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The current language (en when i18next holds something else). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/** True once the quote strings of the current language are in i18next (re-loads on a language change). */
export function useQuoteStrings(): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    ensureQuoteStrings(locale).then(
      () => live && setReady(locale),
      () => live && setReady(null),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return ready === locale;
}
