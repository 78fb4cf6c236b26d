/**
 * Display conventions shared by the browser and the server (messages rendered in the reader's language): which Intl
 * locale each shop language formats with, and money in AED. Money stays integer fils until this last step.
 */
import type { Locale } from './i18n/locales';
import { FILS_PER_AED } from './money';

/** The shop's currency (spec §1: prices in AED). */
export const CURRENCY = 'AED';

/** UAE conventions per language: Western digits for ar-AE, local separators elsewhere. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-AE', zh: 'zh-CN', ar: 'ar-AE', ja: 'ja-JP' };

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** `123450` fils → "AED 1,234.50" in English, per each language's rules otherwise (currency as its code). */
export function formatAed(fils: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: CURRENCY, currencyDisplay: 'code', minimumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(fils / FILS_PER_AED);
}
