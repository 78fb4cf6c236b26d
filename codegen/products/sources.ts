/**
 * Reading schemas/: JSON files, the meta-schemas, the field vocabulary (fields.json), the option lists and the price
 * books — each checked against its meta-schema, every problem named by file, JSON pointer and reason.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { PRICE_BOOK_FILES, type FieldType, type OptionItem, type PriceBooks } from '../../src/domain/quote/types';
import { escapePointer } from './texts';

export interface SchemaProblem {
  /** Path relative to the repository root (or absolute for files outside it). */
  file: string;
  /** JSON pointer into the file ('' = the whole file). */
  pointer: string;
  reason: string;
}

/** Reports a problem in a file (absolute path) at a JSON pointer. */
export type ReportProblem = (file: string, pointer: string, reason: string) => void;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function readJson(file: string): { ok: true; value: Json } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as Json };
  } catch (error) {
    return { ok: false, reason: `cannot read JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

export function isDictionary(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops `$schema` and `$comment` keys at any depth. */
export function withoutComments(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutComments);
  if (!isDictionary(value)) return value;
  const result: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (key !== '$comment' && key !== '$schema') result[key] = withoutComments(child);
  }
  return result;
}

/** The closest of `known` to a misspelt `name` (edit distance at most a third of its length), for "did you mean". */
export function closest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * ajv errors → problems, the cause first: a misspelt key (`unknown key "x-pricng" — did you mean "x-pricing"?`)
 * comes first, and the required key it leaves missing is not reported again. Drops the noise of if/then wrappers.
 */
export function metaProblems(file: string, errors: readonly ErrorObject[] | null | undefined): SchemaProblem[] {
  const list = (errors ?? []).filter((error) => error.keyword !== 'if');
  const param = (error: ErrorObject, name: string) => String((error.params as Record<string, unknown>)[name]);
  const missing = list.filter((error) => error.keyword === 'required');
  const explained = new Set<ErrorObject>();
  const problems: SchemaProblem[] = [];
  const add = (pointer: string, reason: string) => {
    if (!problems.some((p) => p.pointer === pointer && p.reason === reason)) problems.push({ file, pointer, reason });
  };
  for (const error of list.filter((e) => e.keyword === 'additionalProperties')) {
    const key = param(error, 'additionalProperty');
    const candidates = missing.filter((m) => m.instancePath === error.instancePath && !explained.has(m));
    const meant = closest(key, candidates.map((m) => param(m, 'missingProperty')));
    const cause = candidates.find((m) => param(m, 'missingProperty') === meant);
    if (cause) explained.add(cause);
    add(error.instancePath, `unknown key "${key}"${meant ? ` — did you mean "${meant}"?` : ''}`);
  }
  for (const error of list) {
    if (error.keyword === 'additionalProperties' || explained.has(error)) continue;
    let reason = error.message ?? error.keyword;
    if (error.keyword === 'enum') reason = `${reason}: ${JSON.stringify(error.params['allowedValues'])}`;
    if (error.keyword === 'const') reason = `must be ${JSON.stringify(error.params['allowedValue'])}`;
    add(error.instancePath, reason);
  }
  return problems;
}

export interface Sources {
  productMeta: ValidateFunction | null;
  /** Field name → its type, from schemas/fields.json. */
  vocabulary: Map<string, FieldType>;
  /** List name (file name) → its items. */
  optionLists: Record<string, OptionItem[]>;
  books: PriceBooks;
  /** Every price book is there and valid (else products are not checked further: every price would be noise). */
  booksComplete: boolean;
}

/** Reads the meta-schemas, fields.json, options/ and pricing/ of a schemas/ directory. */
export function readSources(schemasDir: string, problem: ReportProblem, pushProblems: (problems: SchemaProblem[]) => void, show: (file: string) => string): Sources {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  const compileMeta = (name: string): ValidateFunction | null => {
    const file = join(schemasDir, name);
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      return null;
    }
    try {
      return ajv.compile(read.value as object);
    } catch (error) {
      problem(file, '', `not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const productMeta = compileMeta('product.meta.json');
  const optionMeta = compileMeta('option-list.meta.json');
  const bookMeta = compileMeta('price-book.meta.json');

  // --- field vocabulary
  const vocabulary = new Map<string, FieldType>();
  {
    const file = join(schemasDir, 'fields.json');
    const read = readJson(file);
    if (!read.ok) problem(file, '', read.reason);
    else if (isDictionary(read.value)) {
      for (const [name, entry] of Object.entries(read.value)) {
        if (name === '$comment') continue;
        const type = isDictionary(entry) ? entry['type'] : undefined;
        if (type === 'integer' || type === 'number' || type === 'string' || type === 'boolean') vocabulary.set(name, type);
        else problem(file, `/${escapePointer(name)}/type`, 'must be "integer", "number", "string" or "boolean"');
      }
    }
  }

  // --- option lists
  const optionLists: Record<string, OptionItem[]> = {};
  for (const file of jsonFiles(join(schemasDir, 'options'))) {
    const name = basename(file, '.json');
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      continue;
    }
    if (optionMeta && !optionMeta(read.value)) {
      pushProblems(metaProblems(show(file), optionMeta.errors));
      continue;
    }
    const items = read.value as unknown as OptionItem[];
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.value)) problem(file, `/${index}/value`, `duplicate value "${item.value}"`);
      seen.add(item.value);
    });
    optionLists[name] = items;
  }

  // --- price books
  const bookParts: Partial<Record<keyof PriceBooks, unknown>> = {};
  for (const [fileName, key] of Object.entries(PRICE_BOOK_FILES)) {
    const file = join(schemasDir, 'pricing', `${fileName}.json`);
    if (!existsSync(file)) {
      problem(file, '', 'price book missing');
      continue;
    }
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      continue;
    }
    if (bookMeta && !bookMeta(read.value)) {
      pushProblems(metaProblems(show(file), bookMeta.errors));
      continue;
    }
    if (isDictionary(read.value) && read.value['book'] !== fileName) {
      problem(file, '/book', `must be "${fileName}" (the file name)`);
      continue;
    }
    bookParts[key] = withoutComments(read.value);
  }
  const booksComplete = Object.values(PRICE_BOOK_FILES).every((key) => bookParts[key] !== undefined);
  // Every part was validated against its book's meta-schema above.
  const books = bookParts as PriceBooks;
  if (booksComplete) {
    for (const [key, press] of Object.entries(books.press.processes)) {
      if (press.markup.last > press.markup.first) problem(join(schemasDir, 'pricing/press.json'), `/processes/${key}/markup`, 'markup must not rise with quantity');
    }
  }
  return { productMeta, vocabulary, optionLists, books, booksComplete };
}
