/**
 * What a quote page will load after the app starts, named in the server's HTML so the browser fetches it all at once.
 * Without the hints the page is a chain of round trips — the app's entry, then the quote page's chunk, then the
 * product's strings, then its engine (its validator, pricing model and price books) — each waiting for the one before;
 * on a phone on 4G that chain was most of the page's 4 s to its largest paint (`npm run bench web`). The files come
 * from the build's Vite manifest, so the hints name exactly the URLs the app imports (`<link rel="modulepreload">`
 * reuses the fetched module).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../domain/i18n';
import { defaultLocale } from '../../domain/i18n';
import { getProduct } from '../../domain/quote';
import { stringGroupsOf } from '../../domain/quote/lazy';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (dist/.vite/manifest.json), or null when there is none or it cannot be read. */
export function readManifest(webDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
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
}

/** The modules and style sheets the quote page of `code` loads in `locale`; null for an unknown product. */
export function quotePagePreloads(manifest: Manifest, code: string, locale: Locale): Preloads | null {
  const product = getProduct(code);
  if (!product) return null;
  const model = product.pricing.model.toLowerCase();
  const groups = stringGroupsOf([code]);
  const keys = [
    'src/web/features/quote/quote-page.tsx',
    ...(locale === defaultLocale ? [] : [`src/locales/${locale}/common.json`]),
    `src/locales/${locale}/quote-page.json`,
    `src/locales/${locale}/quote.json`,
    // The `products` group is the products' own texts (x-texts), generated per language.
    ...groups.map((group) => (group === 'products' ? `src/generated/quote/texts/${locale}.json` : `src/locales/${locale}/quote-${group}.json`)),
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
  return { scripts, styles: [...styles] };
}
