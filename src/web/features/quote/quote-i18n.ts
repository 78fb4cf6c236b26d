/**
 * Quote pages' strings, loaded when a quote page loads, not at app start: the quote DSL's dictionaries
 * (src/domain/i18n/quote*.<locale>.json — product titles, fields, options, rule messages) for the current language
 * only — quote.<locale>.json plus the product groups the page's products need — and this feature's own strings.
 * Added to i18next with addResourceBundle.
 */
import i18next from 'i18next';
import { useCallback } from 'react';
import type { Dictionary, Locale } from '../../../domain/i18n/locales';
import { ensureQuoteDictionary, loadQuoteDictionary, useLocale, useStringsReady } from '../../lib/quote-strings';

// This feature's own strings, one lazy chunk per language.
const featureFiles = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

export function loadFeatureStrings(locale: Locale): Promise<Dictionary> {
  return featureFiles[`./locales/${locale}.json`]?.() ?? Promise.resolve({});
}

const featureLoaded = new Map<Locale, Promise<void>>();

function ensureFeatureStrings(locale: Locale): Promise<void> {
  let pending = featureLoaded.get(locale);
  if (!pending) {
    pending = loadFeatureStrings(locale).then((strings) => {
      i18next.addResourceBundle(locale, 'translation', strings, true, false);
    });
    pending.catch(() => featureLoaded.delete(locale));
    featureLoaded.set(locale, pending);
  }
  return pending;
}

/** The feature's strings and the quote dictionary of `locale` (`groups`: only these product groups; all when omitted). */
export function ensureQuoteStrings(locale: Locale, groups?: readonly string[]): Promise<void> {
  return Promise.all([ensureQuoteDictionary(locale, groups), ensureFeatureStrings(locale)]).then(() => undefined);
}

export { loadQuoteDictionary, useLocale };

/**
 * True once the quote strings of the current language are in i18next (re-loads on a language change). `groups`: the
 * product groups the page shows (domain/quote/lazy stringGroupsOf); all when omitted.
 */
export function useQuoteStrings(groups?: readonly string[]): boolean {
  const key = groups?.join(',');
  const load = useCallback((locale: Locale) => ensureQuoteStrings(locale, key === undefined ? undefined : key ? key.split(',') : []), [key]);
  return useStringsReady(load);
}
