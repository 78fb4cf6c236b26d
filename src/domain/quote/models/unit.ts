/**
 * UNIT — price ladders (PVC cards, cups, hardware): round q up to whole packs, take the ladder's unit price
 * (interpolated between ladder points), apply option factors, add per-unit adders and per-order setups
 * (catalogue.md "UNIT"). The envelope (envelope.ts) then keeps the total from falling where unit prices drop fast.
 */
import type { Config, LineKey, ProductDef, UnitBook, UnitItem } from '../types';
import {
  applied,
  fils,
  issue,
  lintRequiredFields,
  num,
  type LintContext,
  type LintIssue,
  type ModelContext,
  type PricingModel,
  type Production,
} from './common';

/** Fills `{field}` placeholders of an item key from the configuration. */
export function itemKey(template: string, config: Config): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => String(config[field] ?? ''));
}

export function unitItem(ctx: ModelContext, template: string, config: Config): UnitItem | undefined {
  return ctx.books.unit.items[itemKey(template, config)];
}

export function billableQuantity(item: UnitItem | undefined, quantity: number): number {
  const pack = item && item.pack > 0 ? item.pack : 1;
  return Math.ceil(quantity / pack) * pack;
}

/** Unit price at q: the ladder price at a ladder point, linear between points, flat outside them. */
export function unitPrice(item: UnitItem, quantity: number): number {
  const ladder = item.ladder;
  const first = ladder[0];
  if (!first) return 0;
  if (quantity <= first[0]) return first[1];
  for (let i = 1; i < ladder.length; i++) {
    const a = ladder[i - 1];
    const b = ladder[i];
    if (!a || !b) break;
    if (quantity <= b[0]) return a[1] + ((b[1] - a[1]) * (quantity - a[0])) / (b[0] - a[0]);
  }
  return ladder[ladder.length - 1]?.[1] ?? first[1];
}

export interface UnitLines {
  lines: Partial<Record<LineKey, number>>;
  hardware: number;
}

export function unitLines(ctx: ModelContext, config: Config, quantity: number, template: string, adders: readonly string[]): UnitLines | null {
  const item = unitItem(ctx, template, config);
  if (!item) return null;
  const billable = billableQuantity(item, quantity);
  const price = unitPrice(item, billable);
  let factor = 1;
  for (const [field, table] of Object.entries(item.factors ?? {})) factor *= table[String(config[field])] ?? 1;
  const base = fils(item.setup + billable * price * factor);
  let extras = 0;
  for (const field of adders) {
    const value = config[field];
    if (!applied(value)) continue;
    const adder = ctx.books.unit.adders[field]?.[String(value)];
    if (adder) extras += fils((adder.setup ?? 0) + (adder.per_unit ?? 0) * billable);
  }
  return item.kind === 'hardware'
    ? { lines: extras > 0 ? { finishing: extras } : {}, hardware: base }
    : { lines: { print: base, ...(extras > 0 ? { finishing: extras } : {}) }, hardware: 0 };
}

/** Every combination of values of the fields a template names. */
function expandTemplate(ctx: LintContext, template: string): { key: string; values: Record<string, string> }[] {
  const fields = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  let combos: Record<string, string>[] = [{}];
  for (const field of fields) {
    const values = ctx.values(field) ?? [];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [field]: String(value) })));
  }
  return combos.map((values) => ({ key: template.replace(/\{(\w+)\}/g, (_, f: string) => values[f] ?? ''), values }));
}

/**
 * The part of the unit price book one product can reach: the items its templates name for every value of the fields
 * they name, and the adders of its adder fields. (A quote page loads this share, not the whole book.)
 */
export function unitBookFor(product: ProductDef, book: UnitBook): UnitBook {
  const pricing = product.pricing;
  const parts =
    pricing.model === 'UNIT'
      ? [{ item: pricing.item, adders: pricing.adders ?? [] }]
      : pricing.model === 'KIT'
        ? pricing.parts.flatMap((part) => (part.model === 'UNIT' && part.item !== undefined ? [{ item: part.item, adders: part.adders ?? [] }] : []))
        : [];
  const items: UnitBook['items'] = {};
  const adders: UnitBook['adders'] = {};
  for (const part of parts) {
    let keys = [part.item];
    for (const field of [...part.item.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')) {
      const values = product.schema.properties[field]?.enum ?? [];
      keys = keys.flatMap((key) => values.map((value) => key.replace(`{${field}}`, String(value))));
    }
    for (const key of keys) {
      const item = book.items[key];
      if (item) items[key] = item;
    }
    for (const field of part.adders) {
      const table = book.adders[field];
      if (table) adders[field] = table;
    }
  }
  return { ...book, items, adders };
}

export function unitLint(ctx: LintContext, template: string, adders: readonly string[], pointer: string): LintIssue[] {
  const issues: LintIssue[] = [];
  const book = ctx.books.unit;
  for (const field of [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')) {
    if (!ctx.values(field)) issues.push({ pointer: `${pointer}/item`, reason: `item template names "${field}", which is not a field with a list of values` });
  }
  if (issues.length > 0) return issues;
  for (const { key, values } of expandTemplate(ctx, template)) {
    const item = book.items[key];
    if (!item) {
      const when = Object.entries(values).map(([f, v]) => `${f}=${v}`).join(', ');
      issues.push({ pointer: `${pointer}/item`, reason: `pricing/unit.json has no item "${key}"${when ? ` (for ${when})` : ''}` });
      continue;
    }
    for (const [field, table] of Object.entries(item.factors ?? {})) {
      for (const value of ctx.values(field) ?? []) {
        if (!(String(value) in table)) {
          issues.push({ pointer: `${pointer}/item`, reason: `pricing/unit.json items.${key}.factors.${field} has no entry for "${String(value)}"` });
        }
      }
    }
  }
  adders.forEach((field, index) => {
    const values = ctx.values(field);
    if (!values && ctx.fieldType(field) !== 'boolean') {
      issues.push({ pointer: `${pointer}/adders/${index}`, reason: `adder "${field}" is not a field of this product` });
      return;
    }
    const table = book.adders[field];
    if (!table) {
      issues.push({ pointer: `${pointer}/adders/${index}`, reason: `pricing/unit.json adders has no "${field}"` });
      return;
    }
    for (const value of values ?? [true]) {
      if (!applied(value)) continue;
      if (!(String(value) in table)) {
        issues.push({ pointer: `${pointer}/adders/${index}`, reason: `pricing/unit.json adders.${field} has no entry for "${String(value)}"` });
      }
    }
  });
  return issues;
}

export const unitModel: PricingModel = {
  derivedTypes: () => ({ billable_quantity: 'int' }),
  derive(ctx, config) {
    const pricing = ctx.product.pricing;
    const item = pricing.model === 'UNIT' ? unitItem(ctx, pricing.item, config) : undefined;
    return { billable_quantity: billableQuantity(item, num(config, 'quantity')) };
  },
  check(ctx, config) {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'UNIT' || unitItem(ctx, pricing.item, config)) return [];
    return [issue('quantity', 'quote.error.unpriced_option', { value: itemKey(pricing.item, config) })];
  },
  produce(ctx, config, quantity): Production[] {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'UNIT') return [];
    const priced = unitLines(ctx, config, quantity, pricing.item, pricing.adders ?? []);
    if (!priced) return [];
    const inHouse = unitItem(ctx, pricing.item, config)?.kind === 'print';
    return [
      {
        lines: priced.lines,
        hardware: priced.hardware,
        minCharge: fils(pricing.min_charge ?? (inHouse ? ctx.books.unit.min_charge : 0)),
        process: null,
        extraDays: 0,
      },
    ];
  },
  anchors(ctx, config) {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'UNIT') return [];
    return (unitItem(ctx, pricing.item, config)?.ladder ?? []).map(([from]) => from);
  },
  lint(ctx) {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'UNIT') return [];
    return [...lintRequiredFields(ctx, ['quantity'], 'UNIT'), ...unitLint(ctx, pricing.item, pricing.adders ?? [], '/x-pricing')];
  },
};
