/**
 * The quote DSL's strings (product titles, fields, options, rule messages) for pages that show products: quote pages,
 * cart, checkout, orders. Loaded on demand, one language at a time (src/domain/i18n/quote*.<locale>.json, in lazy
 * chunks), and added to i18next — never part of the app's start-up bundle. A quote page asks only for its product's
 * group files (codegen lists them: domain/quote/lazy stringGroupsOf); pages that show any product load them all.
 */
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, mergeDictionaries, type Dictionary, type Locale } from '../../domain/i18n/locales';

const files = import.meta.glob<Dictionary>('../../domain/i18n/quote*.json', { import: 'default' });

/**
 * The files of one language: quote.<locale>.json first, then the product groups (`groups`: only these; all when
 * omitted).
 */
function pathsOf(locale: Locale, groups?: readonly string[]): string[] {
  return Object.keys(files)
    .filter((path) => path.endsWith(`.${locale}.json`))
    .filter((path) => path.endsWith(`/quote.${locale}.json`) || groups === undefined || groups.some((group) => path.endsWith(`/quote-${group}.${locale}.json`)))
    .sort((a, b) => Number(b.includes('/quote.')) - Number(a.includes('/quote.')) || a.localeCompare(b));
}

/** The quote dictionary of one language, merged as src/domain/i18n/quote-dictionaries.ts merges all four. */
export async function loadQuoteDictionary(locale: Locale, groups?: readonly string[]): Promise<Dictionary> {
  const parts = await Promise.all(pathsOf(locale, groups).map((path) => files[path]?.() ?? Promise.resolve({})));
  return mergeDictionaries(...parts);
}

const loaded = new Map<string, Promise<void>>();

/**
 * Adds the quote dictionary files of `locale` (quote.<locale>.json and the given product groups, or all) to i18next,
 * each once; a failed load is retried next time. The files share no key, so the order they arrive in is irrelevant.
 */
export function ensureQuoteDictionary(locale: Locale, groups?: readonly string[]): Promise<void> {
  return Promise.all(
    pathsOf(locale, groups).map((path) => {
      let pending = loaded.get(path);
      if (!pending) {
        pending = (files[path]?.() ?? Promise.resolve({})).then((dictionary) => {
          i18next.addResourceBundle(locale, 'translation', dictionary, true, false);
        });
        pending.catch(() => loaded.delete(path));
        loaded.set(path, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
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
