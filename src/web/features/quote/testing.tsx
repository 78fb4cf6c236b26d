/** Test helpers for the quote feature's component tests (jsdom): i18next with every string the pages use. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionaries, locales, type Locale } from '../../../domain/i18n';
import { quoteDictionaries } from '../../../domain/i18n/quote-dictionaries';
import ar from '../../../locales/ar/quote-page.json';
import en from '../../../locales/en/quote-page.json';
import ja from '../../../locales/ja/quote-page.json';
import zh from '../../../locales/zh/quote-page.json';

/** The `quote-page` namespace of each language. */
export const quotePageStrings: Record<Locale, object> = { en, zh, ar, ja };

export async function initTestI18n(lng: Locale = 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    // As in the app (src/client/i18n): `common` by default, any other loaded namespace answers too. The quote
    // namespaces are merged into one here (their files share no key).
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      defaultNS: 'common',
      fallbackNS: ['quote-page', 'quote'],
      resources: Object.fromEntries(locales.map((l) => [l, { common: dictionaries[l], 'quote-page': quotePageStrings[l], quote: quoteDictionaries[l] }])),
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(lng);
}
