/**
 * The dictionaries the server (error and success messages, notifications) and tests use, from src/locales (the
 * same files the browser loads). English is the default and the fallback (spec §1); Arabic is laid out right-to-left.
 *
 * This module holds the `common` and `server` namespaces of all four languages. The web app imports ./locales instead and loads
 * only the namespaces a page needs in the active language plus English (src/client/i18n).
 */
import ar from '../../locales/ar/common.json';
import design_ar from '../../locales/ar/design.json';
import server_ar from '../../locales/ar/server.json';
import en from '../../locales/en/common.json';
import design_en from '../../locales/en/design.json';
import server_en from '../../locales/en/server.json';
import ja from '../../locales/ja/common.json';
import design_ja from '../../locales/ja/design.json';
import server_ja from '../../locales/ja/server.json';
import zh from '../../locales/zh/common.json';
import design_zh from '../../locales/zh/design.json';
import server_zh from '../../locales/zh/server.json';
import { createTranslator, mergeDictionaries, type Dictionary, type Locale, type Translate } from './locales';

export * from './locales';

/** The `common` namespace: the strings every page shows (the browser's start-up dictionary). */
export const dictionaries: Record<Locale, Dictionary> = { en, zh, ar, ja };

/**
 * What the server says: `common` plus the `server` namespace (the error catalogue's messages, success messages,
 * notifications, the pages the server renders itself) and `design` (the design service's: docs/design-service.md).
 */
export const serverDictionaries: Record<Locale, Dictionary> = {
  en: mergeDictionaries(en, server_en, design_en),
  zh: mergeDictionaries(zh, server_zh, design_zh),
  ar: mergeDictionaries(ar, server_ar, design_ar),
  ja: mergeDictionaries(ja, server_ja, design_ja),
};

/** Translates the server's strings (errors, messages, notifications, its own pages). */
export const translate: Translate = createTranslator(serverDictionaries);
