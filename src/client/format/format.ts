/** Dates for display, per language (the Intl locale of each shop language and money formatting live in src/domain/format.ts). */
import type { Locale } from '../../domain/i18n/locales';
import { INTL_LOCALES } from '../../domain/format';
import { SHOP_TIME_ZONE } from '../../domain/time/calendar';

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/**
 * A date of the shop's calendar (Dubai, UTC+4): the 1st of the month a membership level is assessed on is that day
 * wherever the reader is.
 */
export function formatShopDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** Date and time to the minute, e.g. order and payment times. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A file size for people: "820 KB", "2.4 MB" (at least 1 KB). */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A count with the language's digit grouping ("1,000,000"). */
export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(n);
}
