/** Display formatting. Money arrives as integer fils and is only turned into AED here, at the last step. */
import type { Locale } from '../../domain/i18n/locales';

/** UAE conventions per language: Western digits for ar-AE, local separators elsewhere. */
const intlLocale: Record<Locale, string> = { en: 'en-AE', zh: 'zh-CN', ar: 'ar-AE', ja: 'ja-JP' };

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** `123450` fils → "AED 1,234.50" (en), "1,234.50 د.إ.‏" style in Arabic, per the locale's rules. */
export function formatAed(fils: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'AED', currencyDisplay: 'code', minimumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(fils / 100);
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** Date and time to the minute, e.g. order and payment times. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
