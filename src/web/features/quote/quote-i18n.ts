/**
 * Quote pages' strings, loaded when a quote page loads, not at app start: the quote DSL's dictionaries
 * (src/domain/i18n/quote*.<locale>.json — product titles, fields, options, rule messages; ~16 KB gzip per language)
 * for the current language only, plus this feature's own strings. Added to i18next with addResourceBundle.
 */
import i18next from 'i18next';
import type { Dictionary, Locale } from '../../../domain/i18n';
import { ensureQuoteDictionary, loadQuoteDictionary, useLocale, useStringsReady } from '../../lib/quote-strings';

// This feature's own strings, one lazy chunk per language.
const featureFiles = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export function loadFeatureStrings(locale: Locale): Promise<Dictionary> {
  return featureFiles[`./locales/${locale}.json`]?.() ?? Promise.resolve({});
}

const loaded = new Map<Locale, Promise<void>>();

export function ensureQuoteStrings(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = Promise.all([ensureQuoteDictionary(locale), loadFeatureStrings(locale)]).then(([, strings]) => {
      i18next.addResourceBundle(locale, 'translation', strings, true, false);
    });
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

export { loadQuoteDictionary, useLocale };

/** True once the quote strings of the current language are in i18next (re-loads on a language change). */
export function useQuoteStrings(): boolean {
  return useStringsReady(ensureQuoteStrings);
}
