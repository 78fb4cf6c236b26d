/**
 * The account-centre pages' strings: this feature's own dictionaries (locales/*.json), added to i18next when the
 * feature's chunk loads, so the rest of the storefront does not download them.
 */
import i18next from 'i18next';
import { locales, type Dictionary, type Locale } from '../../../domain/i18n/locales';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

export const userCentreStrings: Record<Locale, Dictionary> = { en, zh, ar, ja };

for (const locale of locales) i18next.addResourceBundle(locale, 'translation', userCentreStrings[locale], true, false);

export { useLocale } from '../../lib/quote-strings';
