/**
 * What a page will load after the app starts, named in the server's HTML so the browser fetches it all at once.
 * - Every page: the `common` dictionary of its language, which the app fetches before its first render
 *   (`<link rel="preload" as="fetch">`; the app's fetch then takes the preloaded answer).
 * - Quote pages: without the hints the page is a chain of round trips — the app's entry, then the quote page's chunk,
 *   then the product's strings, then its engine (its validator, pricing model and price books) — each waiting for the
 *   one before; on a phone on 4G that chain was most of the page's 4 s to its largest paint (`npm run bench web`). The
 *   modules come from the build's Vite manifest, so the hints name exactly the URLs the app imports
 *   (`<link rel="modulepreload">` reuses the fetched module).
 * Dictionaries are named in the page's language and, for any other language than English, in English too: i18next
 * loads English beside it as the fallback and waits for both.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../domain/i18n';
import { defaultLocale, defaultNamespace, quoteGroupNamespace } from '../../domain/i18n';
import { getProduct } from '../../domain/quote';
import { stringGroupsOf } from '../../domain/quote/lazy';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What the server needs to know of the built app: its Vite manifest and where its dictionaries are. */
export interface BuildInfo {
  /** Names this build's index.html in the page cache: a rebuild gives new keys (asset names change, not the length). */
  key: string;
  manifest: Manifest | null;
  /** The dictionaries' folder under /pc/ (`assets/i18n/<version>/`, codegen/vite-i18n.ts). */
  dictionaryBase: string | null;
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The build whose index.html is `indexHtml`: its manifest (dist/.vite/manifest.json) and dictionary folder
 * (dist/.vite/i18n.json), null where unreadable.
 */
export function readBuildInfo(webDir: string, indexHtml: string): BuildInfo {
  const i18n = readJson<{ base?: unknown }>(join(webDir, '.vite', 'i18n.json'));
  return {
    key: createHash('sha1').update(indexHtml).digest('base64url').slice(0, 12),
    manifest: readJson<Manifest>(join(webDir, '.vite', 'manifest.json')),
    dictionaryBase: typeof i18n?.base === 'string' ? i18n.base : null,
  };
}

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export interface Preloads {
  /** Module URLs (`/pc/assets/….js`), not those the entry page already names. */
  scripts: string[];
  styles: string[];
  /** Dictionary URLs (`/pc/assets/i18n/<version>/<locale>/<namespace>.json`). */
  dictionaries: string[];
}

/** The URLs of `namespaces` in `locale`, and in English as well when `locale` is another language. */
export function dictionaryUrls(build: BuildInfo, locale: Locale, namespaces: string[]): string[] {
  if (!build.dictionaryBase) return [];
  const languages = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  return languages.flatMap((language) => namespaces.map((ns) => `/pc/${build.dictionaryBase}${language}/${ns}.json`));
}

/** What every page loads first: its language's `common` dictionary. */
export function pagePreloads(build: BuildInfo, locale: Locale): Preloads {
  return { scripts: [], styles: [], dictionaries: dictionaryUrls(build, locale, [defaultNamespace]) };
}

/**
 * The modules, style sheets and dictionaries the quote page of `code` loads in `locale`; only `common` for an unknown
 * product.
 */
export function quotePagePreloads(build: BuildInfo, code: string, locale: Locale): Preloads {
  const product = getProduct(code);
  const manifest = build.manifest;
  if (!product || !manifest) return pagePreloads(build, locale);
  const model = product.pricing.model.toLowerCase();
  // Includes `quote-products`, the products' own texts (x-texts), generated per language.
  const groups = stringGroupsOf([code]).map(quoteGroupNamespace);
  const dictionaries = dictionaryUrls(build, locale, [defaultNamespace, 'quote-page', 'quote', ...groups]);
  const keys = [
    'src/web/features/quote/quote-page.tsx',
    `src/generated/quote/products/${code}.ts`,
    `src/domain/quote/models/${model}.ts`,
    `src/generated/quote/books/${model}.ts`,
  ];
  const loaded = closure(manifest, 'index.html', new Set());
  const wanted = new Set<string>();
  for (const key of keys) closure(manifest, key, wanted);
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(`/pc/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/pc/${css}`);
  }
  return { scripts, styles: [...styles], dictionaries };
}
