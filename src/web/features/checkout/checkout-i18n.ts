/**
 * The checkout pages' strings: this feature's own dictionaries (locales/*.json, small, added when the feature loads)
 * and the quote dictionaries of the current language, because cart and order lines name their product, options and
 * issues with quote i18n keys (src/domain/i18n/quote*.<locale>.json — the same content as quoteDictionaries, one
 * language at a time, in the same chunks the quote pages use).
 */
import i18next from 'i18next';
import { locales, type Dictionary, type Locale } from '../../../domain/i18n/locales';
import { ensureQuoteDictionary, useLocale, useStringsReady } from '../../lib/quote-strings';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

export const checkoutStrings: Record<Locale, Dictionary> = { en, zh, ar, ja };

for (const locale of locales) i18next.addResourceBundle(locale, 'translation', checkoutStrings[locale], true, false);

export { useLocale };

/** True once the product titles and option names of the current language are in i18next. */
export function useProductStrings(): boolean {
  // Without the quote strings lines show their keys; better than a page that never appears.
  return useStringsReady(ensureQuoteDictionary, true);
}
