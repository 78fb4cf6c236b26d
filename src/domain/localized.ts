import type { Locale } from './i18n';

/** A text stored per locale; English is always present and is the fallback (spec §1). */
export type LocalizedText = Partial<Record<Locale, string>> & { en: string };

export function pickLocale(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}
