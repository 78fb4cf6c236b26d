/**
 * One-off migration (issue 11, "one product, one place"), kept for the record and re-runnable on an old checkout:
 *   - each product file gets its own texts (`x-texts`: title, description, listing, and the strings only it uses),
 *     taken from src/locales/<lang>/quote*.json (then removed there) and from its goods row of the old seed;
 *   - `x-title`/`x-description` go (the keys are now quote.product.<code>.title/.description);
 *   - `x-category` names its level-3 category (schemas/categories.json, written from the old seed's tree), and
 *     `x-goods` keeps the goods id and sort the shop already used.
 * Usage: npx tsx scripts/migrate/products-one-place.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const LOCALES = ['en', 'zh', 'ar', 'ja'] as const;
type Locale = (typeof LOCALES)[number];
type Dict = { [key: string]: string | Dict };
type Text = Record<Locale, string>;

interface OldCategory { id: number; parentId: number | null; level: number; name: Text; image: string; sort: number }
interface OldGoods { id: number; categoryId: number; name: Text; description: Text; customCode: string | null; sort: number }

const seedModule = join(root, 'src/server/db/seed-data/catalogue.ts');
const { seedCategories, seedGoods } = (await import(seedModule)) as { seedCategories: OldCategory[]; seedGoods: OldGoods[] };

const lookup = (d: Dict | undefined, key: string): string | undefined => {
  let node: string | Dict | undefined = d;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const remove = (d: Dict, key: string): void => {
  const parts = key.split('.');
  const walk = (node: Dict, i: number): void => {
    const part = parts[i] ?? '';
    const child = node[part];
    if (i === parts.length - 1) delete node[part];
    else if (typeof child === 'object') {
      walk(child, i + 1);
      if (Object.keys(child).length === 0) delete node[part];
    }
  };
  walk(d, 0);
};

// --- categories -> schemas/categories.json ----------------------------------------------------------------------
const slugify = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const topSlugs = new Map<number, string>();
for (const c of seedCategories) if (c.level === 1) topSlugs.set(c.id, /img\/categories\/([a-z0-9-]+)\.svg/.exec(c.image)?.[1] ?? slugify(c.name.en));
const slugs = new Map<number, string>();
const used = new Set<string>();
for (const c of seedCategories) {
  let slug = c.level === 1 ? (topSlugs.get(c.id) ?? '') : slugify(c.name.en);
  if (c.level > 1 && used.has(slug)) slug = `${slugs.get(c.parentId ?? 0)}-${slug}`;
  if (used.has(slug)) slug = `${slug}-${c.id}`;
  used.add(slug);
  slugs.set(c.id, slug);
}
interface Node { id: number; slug: string; name: Text; image: string; children?: Node[] }
const build = (parentId: number | null): Node[] =>
  seedCategories
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => {
      const children = build(c.id);
      return { id: c.id, slug: slugs.get(c.id) ?? '', name: c.name, image: c.image, ...(children.length ? { children } : {}) };
    });
const categoriesFile = join(root, 'schemas/categories.json');
if (!existsSync(categoriesFile)) {
  const tree = build(null);
  const render = (nodes: Node[], indent: string): string =>
    `[\n${nodes
      .map((n) => {
        const head = `${indent}  { "id": ${n.id}, "slug": ${JSON.stringify(n.slug)}, "image": ${JSON.stringify(n.image)},\n${indent}    "name": ${JSON.stringify(n.name)}`;
        return n.children ? `${head},\n${indent}    "children": ${render(n.children, `${indent}    `)} }` : `${head} }`;
      })
      .join(',\n')}\n${indent}]`;
  writeFileSync(
    categoriesFile,
    `{\n  "$schema": "./categories.meta.json",\n  "$comment": "The shop's three-level category tree (side menu, mega-menu, category pages). Ids are stable: links and staff edits use them (spec §2/§9: 76 is ready stock, 26 the grouped one). A product file places its goods row with \\"x-category\\": <level-3 slug>.",\n  "categories": ${render(tree, '  ')}\n}\n`,
  );
}

// --- dictionaries ------------------------------------------------------------------------------------------------
const localeFiles = (locale: Locale) =>
  readdirSync(join(root, 'src/locales', locale))
    .filter((n) => n === 'quote.json' || (n.startsWith('quote-') && n !== 'quote-page.json'))
    .map((n) => join(root, 'src/locales', locale, n));
const dictionaries = new Map<string, Dict>();
for (const locale of LOCALES) for (const file of localeFiles(locale)) dictionaries.set(file, JSON.parse(readFileSync(file, 'utf8')) as Dict);
const find = (locale: Locale, key: string): { file: string; text: string } | undefined => {
  for (const file of localeFiles(locale)) {
    const text = lookup(dictionaries.get(file), key);
    if (text !== undefined) return { file, text };
  }
  return undefined;
};

// --- products ----------------------------------------------------------------------------------------------------
const productsDir = join(root, 'schemas/products');
const files = readdirSync(productsDir).filter((n) => n.endsWith('.json')).sort();
const keysOf = (value: unknown, out: Set<string>): Set<string> => {
  if (typeof value === 'string' && /^quote\.[a-z0-9_]+(\.[a-z0-9_-]+)+$/.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) keysOf(v, out);
  return out;
};
const raw = new Map(files.map((n) => [n.slice(0, -5), JSON.parse(readFileSync(join(productsDir, n), 'utf8')) as Record<string, unknown>]));
const users = new Map<string, Set<string>>();
for (const [code, product] of raw) for (const key of keysOf(product, new Set())) users.set(key, (users.get(key) ?? new Set()).add(code));

const toRemove: { locale: Locale; file: string; key: string }[] = [];
for (const [code, product] of raw) {
  if (product['x-texts']) continue;
  const titleKey = String(product['x-title']);
  const descriptionKey = String(product['x-description'] ?? `quote.product.${code}.description`);
  const goodsRow = seedGoods.find((g) => g.customCode === code);
  const own = [...keysOf(product, new Set())].filter(
    (key) => key !== titleKey && key !== descriptionKey && !/^quote\.(field|option)\./.test(key) && users.get(key)?.size === 1,
  );
  const texts: Record<string, Record<string, unknown>> = {};
  for (const locale of LOCALES) {
    const title = find(locale, titleKey);
    const description = find(locale, descriptionKey);
    if (!title || !description) throw new Error(`${code}: no ${locale} title/description`);
    toRemove.push({ locale, file: title.file, key: titleKey }, { locale, file: description.file, key: descriptionKey });
    const strings: Record<string, string> = {};
    for (const key of own.sort()) {
      const found = find(locale, key);
      if (!found || found.file.endsWith('/quote.json')) continue; // engine-wide strings stay in quote.json
      strings[key] = found.text;
      toRemove.push({ locale, file: found.file, key });
    }
    texts[locale] = {
      title: title.text,
      description: description.text,
      ...(goodsRow ? { listing: goodsRow.description[locale] } : {}),
      ...(Object.keys(strings).length ? { strings } : {}),
    };
  }
  const renderTexts = (): string =>
    `  "x-texts": {\n${LOCALES.map((locale) => {
      const t = texts[locale] ?? {};
      const lines = Object.entries(t).map(([k, v]) =>
        k === 'strings'
          ? `      "strings": {\n${Object.entries(v as Record<string, string>).map(([sk, sv]) => `        ${JSON.stringify(sk)}: ${JSON.stringify(sv)}`).join(',\n')}\n      }`
          : `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
      );
      return `    "${locale}": {\n${lines.join(',\n')}\n    }`;
    }).join(',\n')}\n  },\n`;
  const file = join(productsDir, `${code}.json`);
  let source = readFileSync(file, 'utf8');
  source = source.replace(/^ {2}"x-title": .*\n/m, '').replace(/^ {2}"x-description": .*\n/m, '');
  if (goodsRow) {
    source = source.replace(/^( {2}"x-category": )"[^"]*"/m, `$1${JSON.stringify(slugs.get(goodsRow.categoryId))}`);
    source = source.replace(/^( {2}"x-category": .*\n)/m, `$1  "x-goods": { "id": ${goodsRow.id}, "sort": ${goodsRow.sort} },\n`);
  }
  const anchor = /^ {2}"x-image": .*\n/m.test(source) ? /^( {2}"x-image": .*\n)/m : /^( {2}"x-category": .*\n)/m;
  source = source.replace(anchor, `$1${renderTexts()}`);
  writeFileSync(file, source);
}
for (const { locale: _locale, file, key } of toRemove) {
  const d = dictionaries.get(file);
  if (d) remove(d, key);
}
for (const [file, d] of dictionaries) writeFileSync(file, `${JSON.stringify(d, null, 2)}\n`);
console.log(`moved the texts of ${raw.size} products; ${toRemove.length} strings left src/locales`);
