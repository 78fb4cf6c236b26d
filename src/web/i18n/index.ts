/**
 * i18next with the shared dictionaries (src/domain/i18n): English default and fallback, zh, ar (right-to-left), ja.
 * The chosen locale lives in the `locale` cookie for 365 days (spec §1, §9); the server reads the same cookie, so its
 * messages come back in the same language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, dictionaries, isLocale, isRtl, locales, resolveLocale, type Locale } from '../../domain/i18n';
import { readCookie, writeCookie } from '../lib/cookies';

const LOCALE_COOKIE_DAYS = 365;

export function initialLocale(): Locale {
  const cookie = readCookie('locale');
  if (isLocale(cookie)) return cookie;
  return resolveLocale(navigator.languages.join(','));
}

function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

export async function initI18n(): Promise<void> {
  const lng = initialLocale();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    resources: Object.fromEntries(locales.map((l) => [l, { translation: dictionaries[l] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLocale(lng);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeCookie('locale', locale, LOCALE_COOKIE_DAYS);
  await i18next.changeLanguage(locale);
  applyDocumentLocale(locale);
}

export const localeNames: Record<Locale, string> = { en: 'English', zh: '中文', ar: 'العربية', ja: '日本語' };
