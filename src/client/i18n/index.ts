/**
 * i18next over the dictionaries in src/locales/<locale>/<namespace>.json (docs/i18n.md): English default and
 * fallback, zh, ar (right-to-left), ja. The chosen locale lives in the `locale` cookie for 365 days (spec §1, §9); the
 * server reads the same cookie, so its messages come back in the same language.
 *
 * One loader for every namespace: each dictionary is a JSON file (codegen/vite-i18n.ts), fetched through
 * i18next-resources-to-backend when a component asks for its namespace (useTranslation('<namespace>')). The active
 * language's `common` is fetched before the first render, so the shell never shows keys; the server's HTML names it
 * (`<link rel="preload" as="fetch">`), so the browser fetches it beside the app's code. A page's own namespaces load
 * while the route suspends (or behind a ready flag). Keys are unique across namespaces (src/locales/locales.test.ts),
 * so any loaded namespace answers a key (`fallbackNS`): a namespace is the unit a page downloads, not a prefix callers
 * spell.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { dictionaryBase, dictionaryNamespaces } from 'virtual:i18n-dictionaries';
import {
  defaultLocale,
  defaultNamespace,
  isLocale,
  isRtl,
  locales,
  mergeDictionaries,
  productGroupOf,
  quoteGroupNamespace,
  resolveLocale,
  type Dictionary,
  type Locale,
} from '../../domain/i18n/locales';
import { readCookie, writeCookie } from '../lib/cookies';

const LOCALE_COOKIE_DAYS = 365;
/** A dictionary that did not arrive (network, a server restarting) is asked for this many more times. */
const DICTIONARY_RETRIES = 2;
const DICTIONARY_RETRY_MS = 500;

/** The quote product groups' namespaces (quote-books, quote-flat…). */
const quoteGroupNamespaces = dictionaryNamespaces.filter((ns) => productGroupOf(ns) !== null);

/** The URL of a dictionary; the server's preload hints name the same (src/server/seo/preload.ts). */
function dictionaryUrl(locale: string, namespace: string): string {
  return `${dictionaryBase}${locale}/${namespace}.json`;
}

/**
 * Fetches one dictionary. A network failure or a 5xx is tried twice more (after 0.5 s, then 1 s); a 4xx is not (the
 * build has no such file). Exported for its tests; i18next calls it through resources-to-backend.
 */
export async function loadNamespace(locale: string, namespace: string): Promise<Dictionary> {
  if (!isLocale(locale) || !dictionaryNamespaces.includes(namespace)) throw new Error(`no dictionary ${locale}/${namespace}`);
  const url = dictionaryUrl(locale, namespace);
  let failure: unknown = null;
  for (let attempt = 0; attempt <= DICTIONARY_RETRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, DICTIONARY_RETRY_MS * attempt));
    let response: Response;
    try {
      response = await fetch(url);
    } catch (error) {
      failure = error; // offline or the connection dropped: ask again
      continue;
    }
    if (response.ok) return (await response.json()) as Dictionary;
    failure = new Error(`${url}: HTTP ${response.status}`);
    if (response.status < 500) break; // the build has no such file: asking again will not make one
  }
  throw failure;
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

export async function initI18n(): Promise<void> {
  const lng = initialLocale();
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: defaultLocale,
      supportedLngs: [...locales],
      ns: [defaultNamespace],
      defaultNS: defaultNamespace,
      fallbackNS: dictionaryNamespaces,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  // The language's dictionary did not load: show English rather than keys.
  if (!i18next.hasResourceBundle(lng, defaultNamespace)) await i18next.changeLanguage(defaultLocale);
  applyDocumentLocale(isLocale(i18next.language) ? i18next.language : defaultLocale);
}

/** Switches language: loads every namespace in use in the new language first (i18next does), then re-renders. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeCookie('locale', locale, LOCALE_COOKIE_DAYS);
  await i18next.changeLanguage(locale);
  applyDocumentLocale(locale);
}

/** The current language (English when i18next holds something else). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** True once the given namespaces of the current language are loaded (fetches them; no Suspense). */
function useNamespacesReady(namespaces: string[]): boolean {
  return useTranslation(namespaces, { useSuspense: false }).ready;
}

/**
 * True once a quote page's strings are loaded: `quote-page`, `quote` and the product groups the page shows
 * (domain/quote/lazy stringGroupsOf; all when omitted).
 */
export function useQuoteStrings(groups?: readonly string[]): boolean {
  return useNamespacesReady(['quote-page', 'quote', ...(groups ? groups.map(quoteGroupNamespace) : quoteGroupNamespaces)]);
}

/**
 * True once product titles and option names (every quote namespace) are loaded, for pages that list any product:
 * cart, checkout, orders. A namespace that failed to load counts as loaded: lines then show keys, better than a page
 * that never appears.
 */
export function useProductStrings(): boolean {
  return useNamespacesReady(['quote', ...quoteGroupNamespaces]);
}

/** The quote option lists (`quote.option`) of every loaded quote namespace of `locale`, merged. */
export function quoteOptionLists(locale: Locale): Dictionary {
  return mergeDictionaries(...['quote', ...quoteGroupNamespaces].map((ns) => (i18next.getResource(locale, ns, 'quote.option') as Dictionary | undefined) ?? {}));
}

export const localeNames: Record<Locale, string> = { en: 'English', zh: '中文', ar: 'العربية', ja: '日本語' };
