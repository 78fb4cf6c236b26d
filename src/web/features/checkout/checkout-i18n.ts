/**
 * The checkout pages' strings: this feature's own dictionaries (locales/*.json, small, added when the feature loads)
 * and the quote dictionaries of the current language, because cart and order lines name their product, options and
 * issues with quote i18n keys (src/domain/i18n/quote*.<locale>.json — the same content as quoteDictionaries, one
 * language at a time, in the same chunks the quote pages use).
 */
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, locales, mergeDictionaries, type Dictionary, type Locale } from '../../../domain/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

export const checkoutStrings: Record<Locale, Dictionary> = { en, zh, ar, ja };

for (const locale of locales) i18next.addResourceBundle(locale, 'translation', checkoutStrings[locale], true, false);

const files = import.meta.glob<Dictionary>('../../../domain/i18n/quote*.json', { import: 'default' });

async function loadQuoteDictionary(locale: Locale): Promise<Dictionary> {
  const paths = Object.keys(files)
    .filter((path) => path.endsWith(`.${locale}.json`))
    // quote.<locale>.json first, then the product groups — the order quote-dictionaries.ts merges them in.
    .sort((a, b) => Number(b.includes('/quote.')) - Number(a.includes('/quote.')) || a.localeCompare(b));
  const parts = await Promise.all(paths.map((path) => files[path]?.() ?? Promise.resolve({})));
  return mergeDictionaries(...parts);
}

const loaded = new Map<Locale, Promise<void>>();

function ensureQuoteStrings(locale: Locale): Promise<void> {
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

/** True once the product titles and option names of the current language are in i18next. */
export function useProductStrings(): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    ensureQuoteStrings(locale).then(
      () => live && setReady(locale),
      // Without the quote strings lines show their keys; better than a page that never appears.
      () => live && setReady(locale),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return ready === locale;
}
