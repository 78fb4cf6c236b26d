/**
 * The quote DSL's strings (product titles, fields, options, rule messages) for pages that show products: quote pages,
 * cart, checkout, orders. Loaded on demand, one language at a time (src/domain/i18n/quote*.<locale>.json, in lazy
 * chunks), and added to i18next — never part of the app's start-up bundle.
 */
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, mergeDictionaries, type Dictionary, type Locale } from '../../domain/i18n';

const files = import.meta.glob<Dictionary>('../../domain/i18n/quote*.json', { import: 'default' });

/** The quote dictionary of one language, merged as src/domain/i18n/quote-dictionaries.ts merges all four. */
export async function loadQuoteDictionary(locale: Locale): Promise<Dictionary> {
  const paths = Object.keys(files)
    .filter((path) => path.endsWith(`.${locale}.json`))
    // quote.<locale>.json first, then the product groups.
    .sort((a, b) => Number(b.includes('/quote.')) - Number(a.includes('/quote.')) || a.localeCompare(b));
  const parts = await Promise.all(paths.map((path) => files[path]?.() ?? Promise.resolve({})));
  return mergeDictionaries(...parts);
}

const loaded = new Map<Locale, Promise<void>>();

/** Adds the quote dictionary of `locale` to i18next once; a failed load is retried next time. */
export function ensureQuoteDictionary(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loadQuoteDictionary(locale).then((dictionary) => {
      i18next.addResourceBundle(locale, 'translation', dictionary, true, false);
    });
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The current language (English when i18next holds something else). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/**
 * True once `load(locale)` has finished for the current language (re-runs on a language change). With
 * `readyOnError`, a failed load still reports ready (keys show instead of names, rather than a page that never appears).
 */
export function useStringsReady(load: (locale: Locale) => Promise<void>, readyOnError = false): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    load(locale).then(
      () => live && setReady(locale),
      () => live && setReady(readyOnError ? locale : null),
    );
    return () => {
      live = false;
    };
  }, [locale, load, readyOnError]);
  return ready === locale;
}
