/**
 * The category tree (schemas/categories.json): three levels, stable ids, a unique slug each, a name in every
 * language. Products place their goods row with `x-category: <slug of a leaf>`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { CategoryRow } from '../../src/domain/catalogue';
import { LOCALES, type Locale } from './texts';

export type { CategoryRow };


interface CategoryNode {
  id?: unknown;
  slug?: unknown;
  image?: unknown;
  name?: Partial<Record<Locale, unknown>>;
  children?: unknown;
}

export interface LoadedCategories {
  rows: CategoryRow[];
  /** slug → row */
  bySlug: Map<string, CategoryRow>;
  /** ids of categories with children */
  parents: Set<number>;
}

/** Reads and checks the tree; every problem goes to `problem(pointer, reason)`. */
export function loadCategories(file: string, problem: (pointer: string, reason: string) => void): LoadedCategories {
  const rows: CategoryRow[] = [];
  const bySlug = new Map<string, CategoryRow>();
  const parents = new Set<number>();
  if (!existsSync(file)) {
    problem('', 'the category tree is missing');
    return { rows, bySlug, parents };
  }
  let data: { categories?: unknown };
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as { categories?: unknown };
  } catch (error) {
    problem('', `cannot read JSON: ${error instanceof Error ? error.message : String(error)}`);
    return { rows, bySlug, parents };
  }
  const ids = new Set<number>();
  const walk = (nodes: unknown, pointer: string, parentId: number | null, level: number): void => {
    if (!Array.isArray(nodes)) {
      problem(pointer, 'must be an array of categories');
      return;
    }
    nodes.forEach((value: CategoryNode, index) => {
      const at = `${pointer}/${index}`;
      const { id, slug, image, name, children } = value ?? {};
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return problem(`${at}/id`, 'must be a positive integer');
      if (ids.has(id)) return problem(`${at}/id`, `id ${id} is used twice`);
      if (typeof slug !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(slug)) return problem(`${at}/slug`, 'must be lower case letters, digits and -');
      if (bySlug.has(slug)) return problem(`${at}/slug`, `slug "${slug}" is used twice`);
      if (typeof image !== 'string' || image === '') return problem(`${at}/image`, 'must be an image path under public/');
      if (level > 3) return problem(at, 'the tree has three levels at most');
      for (const locale of LOCALES) {
        const text = name?.[locale];
        if (typeof text !== 'string' || text.trim() === '') problem(`${at}/name/${locale}`, `the ${locale} name is missing`);
      }
      ids.add(id);
      const row: CategoryRow = {
        id,
        parentId,
        level: level as 1 | 2 | 3,
        slug,
        name: Object.fromEntries(LOCALES.map((l) => [l, String(name?.[l] ?? '')])) as Record<Locale, string>,
        image,
        sort: index + 1,
      };
      rows.push(row);
      bySlug.set(slug, row);
      if (children !== undefined) {
        parents.add(id);
        walk(children, `${at}/children`, id, level + 1);
      }
    });
  };
  walk(data.categories, '/categories', null, 1);
  return { rows, bySlug, parents };
}
