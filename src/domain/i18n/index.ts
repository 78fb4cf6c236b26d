/**
 * Dictionaries shared by the browser (i18next resources) and the server (error and success messages).
 * English is the default and the fallback (spec §1); Arabic is laid out right-to-left.
 *
 * This module holds all four base dictionaries (the server needs them all). The web app imports ./locales instead
 * and loads only the active language plus English (src/web/i18n), so the start-up bundle carries one or two.
 */
import ar from './ar.json';
import en from './en.json';
import ja from './ja.json';
import zh from './zh.json';
import { createTranslator, type Dictionary, type Locale, type Translate } from './locales';

export * from './locales';

/** The storefront's own strings. The quote pages' strings live in ./quote-dictionaries (loaded only by them). */
export const dictionaries: Record<Locale, Dictionary> = { en, zh, ar, ja };

/** Translates the storefront's strings (errors, messages, pages). */
export const translate: Translate = createTranslator(dictionaries);
