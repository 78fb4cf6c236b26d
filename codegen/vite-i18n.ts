/**
 * The dictionaries as JSON files the app fetches (docs/i18n.md): src/locales/<locale>/<namespace>.json and the
 * products' own texts (src/generated/quote/texts/<locale>.json, namespace `quote-products`).
 *
 * - The build writes each one, minified, to assets/i18n/<version>/<locale>/<namespace>.json, where the version is a
 *   hash of all of them: the files are cached for a year and a changed word gives new URLs. It also writes
 *   .vite/i18n.json (`{ "base": "assets/i18n/<version>/" }`), from which the server names the page's dictionaries in
 *   its HTML (`<link rel="preload" as="fetch">`, src/server/seo/preload.ts).
 * - `npm run dev` serves the same files from the source folders at /pc/i18n/dev/… and reloads the page when one
 *   changes.
 * - The app reads where the files are and which namespaces exist from the module `virtual:i18n-dictionaries`
 *   (src/client/i18n/dictionaries.d.ts): `{ dictionaryBase, dictionaryNamespaces }`.
 *
 * Strings are data, not code: before, every dictionary was its own JavaScript chunk, and the start-up chunk carried
 * English `common` and a 107-entry map of those chunks (5 KB gzip of the home page's JavaScript).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { defaultNamespace, isLocale, locales, PRODUCT_TEXTS_GROUP, quoteGroupNamespace } from '../src/domain/i18n/locales.js';

const VIRTUAL_ID = 'virtual:i18n-dictionaries';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PREFIX = 'i18n/dev/';

export interface DictionaryFile {
  locale: string;
  namespace: string;
  /** Absolute path of the source file. */
  path: string;
}

/** Every dictionary file of the repository at `root`, sorted by locale and namespace. */
export function listDictionaries(root: string): DictionaryFile[] {
  const files: DictionaryFile[] = [];
  for (const locale of locales) {
    const dir = join(root, 'src/locales', locale);
    if (existsSync(dir)) {
      for (const name of readdirSync(dir)) if (name.endsWith('.json')) files.push({ locale, namespace: name.slice(0, -'.json'.length), path: join(dir, name) });
    }
    const texts = join(root, 'src/generated/quote/texts', `${locale}.json`);
    if (existsSync(texts)) files.push({ locale, namespace: quoteGroupNamespace(PRODUCT_TEXTS_GROUP), path: texts });
  }
  return files.sort((a, b) => a.locale.localeCompare(b.locale) || a.namespace.localeCompare(b.namespace));
}

/** The namespaces there are files for: `common` first, then the rest in a stable order. */
export function namespacesOf(files: DictionaryFile[]): string[] {
  return [...new Set(files.map((file) => file.namespace))].sort((a, b) => Number(b === defaultNamespace) - Number(a === defaultNamespace) || a.localeCompare(b));
}

/** A file's content as it is served: minified JSON. Throws with the file's path when it is not JSON. */
function minified(file: DictionaryFile): string {
  try {
    return JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8')));
  } catch (error) {
    throw new Error(`${file.path}: not a JSON dictionary (${(error as Error).message})`);
  }
}

/** The build's dictionaries: their version and each file's served name and content. */
export function buildDictionaries(root: string): { version: string; files: { fileName: string; source: string }[] } {
  const files = listDictionaries(root).map((file) => ({ file, source: minified(file) }));
  const hash = createHash('sha256');
  for (const { file, source } of files) hash.update(`${file.locale}/${file.namespace}\n${source}\n`);
  const version = hash.digest('base64url').slice(0, 10);
  return { version, files: files.map(({ file, source }) => ({ fileName: `assets/i18n/${version}/${file.locale}/${file.namespace}.json`, source })) };
}

export function i18nDictionariesPlugin(root: string): Plugin {
  let base = '/';
  let version = 'dev';
  let isBuild = false;
  const isDictionary = (path: string) => {
    const rel = relative(root, path).split(sep).join('/');
    return /^src\/locales\/[a-z]+\/[^/]+\.json$/.test(rel) || /^src\/generated\/quote\/texts\/[a-z]+\.json$/.test(rel);
  };
  return {
    name: 'printfront:i18n-dictionaries',
    configResolved(config) {
      base = config.base;
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (isBuild) version = buildDictionaries(root).version;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const dictionaryBase = isBuild ? `${base}assets/i18n/${version}/` : `${base}${DEV_PREFIX}`;
      return `export const dictionaryBase = ${JSON.stringify(dictionaryBase)};\nexport const dictionaryNamespaces = ${JSON.stringify(namespacesOf(listDictionaries(root)))};\n`;
    },
    generateBundle() {
      const built = buildDictionaries(root);
      if (built.version !== version) this.error('the dictionaries changed during the build; build again');
      for (const file of built.files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      this.emitFile({ type: 'asset', fileName: '.vite/i18n.json', source: JSON.stringify({ base: `assets/i18n/${version}/` }) });
    },
    configureServer(server) {
      const prefix = `${base}${DEV_PREFIX}`;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const [locale, file] = url.slice(prefix.length).split('/');
        const match = listDictionaries(root).find((d) => isLocale(locale) && d.locale === locale && `${d.namespace}.json` === file);
        if (!match) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(minified(match));
      });
      // A dictionary saved, added or removed: the namespace list may change and the open page has the old words.
      const changed = (path: string) => {
        if (!isDictionary(path)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
      server.watcher.on('change', changed);
    },
  };
}
