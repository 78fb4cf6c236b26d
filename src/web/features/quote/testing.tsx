/** Test helpers for the quote feature's component tests (jsdom): i18next with every string the pages use. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionaries, locales, type Locale } from '../../../domain/i18n';
import { quoteDictionaries } from '../../../domain/i18n/quote-dictionaries';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

export const featureLocales: Record<Locale, object> = { en, zh, ar, ja };

export async function initTestI18n(lng: Locale = 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      resources: Object.fromEntries(locales.map((l) => [l, { translation: dictionaries[l] }])),
      interpolation: { escapeValue: false },
    });
    for (const locale of locales) {
      i18next.addResourceBundle(locale, 'translation', quoteDictionaries[locale], true, false);
      i18next.addResourceBundle(locale, 'translation', featureLocales[locale], true, false);
    }
  }
  await i18next.changeLanguage(lng);
}
