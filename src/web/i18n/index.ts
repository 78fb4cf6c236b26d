/**
 * i18next with the shared dictionaries (src/domain/i18n): English default and fallback, zh, ar (right-to-left), ja.
 * The chosen locale lives in the `locale` cookie for 365 days (spec §1, §9); the server reads the same cookie, so its
 * messages come back in the same language.
 *
 * Only what the page can show is loaded: English (the fallback, in the start-up bundle) and the active language (its
 * own chunk, fetched before the first render); another language loads when the shopper switches to it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../domain/i18n/en.json';
import { defaultLocale, isLocale, isRtl, locales, resolveLocale, type Dictionary, type Locale } from '../../domain/i18n/locales';
import { readCookie, writeCookie } from '../lib/cookies';

const LOCALE_COOKIE_DAYS = 365;

/** The base dictionaries other than English, one lazy chunk each. */
const otherDictionaries: Record<Exclude<Locale, 'en'>, () => Promise<Dictionary>> = {
  zh: () => import('../../domain/i18n/zh.json').then((m) => m.default),
  ar: () => import('../../domain/i18n/ar.json').then((m) => m.default),
  ja: () => import('../../domain/i18n/ja.json').then((m) => m.default),
};

/** The base dictionary of one language (English is always at hand). */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  return locale === 'en' ? Promise.resolve(en) : otherDictionaries[locale]();
}

export function initialLocale(): Locale {
  const cookie = readCookie('locale');
  if (isLocale(cookie)) return cookie;
  return resolveLocale(navigator.languages.join(','));
}

function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/** Languages whose base dictionary is in i18next (feature strings may be there too; they do not count). */
const loaded = new Set<Locale>(['en']);

export async function initI18n(): Promise<void> {
  let lng = initialLocale();
  const resources: Partial<Record<Locale, { translation: Dictionary }>> = { en: { translation: en } };
  if (lng !== 'en') {
    try {
      resources[lng] = { translation: await loadDictionary(lng) };
      loaded.add(lng);
    } catch {
      lng = defaultLocale; // the chunk did not load: show English rather than nothing
    }
  }
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLocale(lng);
}

export async function changeLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18next.addResourceBundle(locale, 'translation', await loadDictionary(locale), true, false);
    loaded.add(locale);
  }
  writeCookie('locale', locale, LOCALE_COOKIE_DAYS);
  await i18next.changeLanguage(locale);
  applyDocumentLocale(locale);
}

export const localeNames: Record<Locale, string> = { en: 'English', zh: '中文', ar: 'العربية', ja: '日本語' };
