/**
 * Shared arithmetic of the pricing models (catalogue.md "Pricing models"): imposition, press runs, finishing,
 * markups. All amounts returned are fractional fils; the engine rounds once at the end.
 */
import { aedToFils } from '../../money';
import type {
  CelType,
  Config,
  Issue,
  LineKey,
  Markup,
  OptionItem,
  PriceBooks,
  Press,
  ProductDef,
  Scalar,
  Stock,
  TurnaroundKey,
} from '../types';

/** What a model sees of the catalogue while it prices one product. */
export interface ModelContext {
  product: ProductDef;
  books: PriceBooks;
  /** The option a field's value selects (with its `data`), when the field comes from an option list. */
  option(field: string, value: Scalar | undefined): OptionItem | undefined;
  /** Evaluates a CEL condition over the configuration's fields (KIT `when`). */
  condition(expression: string, config: Config): boolean;
}

/** One way of producing the configuration at one quantity (e.g. on the digital press). */
export interface Production {
  /** In-house work, fractional fils, markup included; the turnaround multiplier applies to these. */
  lines: Partial<Record<LineKey, number>>;
  /** Bought-in hardware, fractional fils; no turnaround multiplier (catalogue: "not to bought-in hardware"). */
  hardware: number;
  /** Minimum charge for the in-house part, fils. */
  minCharge: number;
  process: string | null;
  /** Working days added to the product's standard days (offset presses take longer). */
  extraDays: number;
}

/** A finding of `lint` for schemas:check: JSON pointer into the product file + reason. */
export interface LintIssue {
  pointer: string;
  reason: string;
}

export interface LintContext {
  product: ProductDef;
  books: PriceBooks;
  /** Values a field can take (its enum), or undefined when the product has no such field. */
  values(field: string): Scalar[] | undefined;
  option(field: string, value: string): OptionItem | undefined;
  fieldType(field: string): string | undefined;
  /** Type-checks a CEL expression over the product's fields. */
  checkCondition(expression: string): string | null;
}

export interface PricingModel {
  /** Variables this model adds to the rule environment (besides the configuration fields). */
  derivedTypes(product: ProductDef): Record<string, CelType>;
  derive(ctx: ModelContext, config: Config): Record<string, Scalar>;
  /** Why this configuration cannot be produced at all; x-rules add the product-specific limits. */
  check(ctx: ModelContext, config: Config): Issue[];
  /** Every feasible way to produce `quantity` (quantity in `config` is ignored). Empty when none is. */
  produce(ctx: ModelContext, config: Config, quantity: number): Production[];
  /** Quantities where this configuration's price has a break (UNIT item ladders). */
  anchors?(ctx: ModelContext, config: Config): number[];
  /** Static checks for schemas:check: required fields, price-book entries for every selectable value. */
  lint(ctx: LintContext): LintIssue[];
}

export function fils(aed: number): number {
  return aedToFils(aed);
}

export function num(config: Config, field: string, fallback = 0): number {
  const value = config[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function str(config: Config, field: string, fallback = 'none'): string {
  const value = config[field];
  return typeof value === 'string' ? value : fallback;
}

/** A finishing or option field is "on" when it is true or a value other than "none". */
export function applied(value: Scalar | undefined): boolean {
  return value === true || (typeof value === 'string' && value !== 'none');
}

export function dataNumber(option: OptionItem | undefined, key: string, fallback: number): number {
  const value = option?.data?.[key];
  return typeof value === 'number' ? value : fallback;
}

export function issue(field: string, message: string, params: Record<string, Scalar> = {}): Issue {
  return { field, message, params, severity: 'error' };
}

export interface Colours {
  front: number;
  back: number;
  pantone: boolean;
}

/** Inks per side from the `colours` option (data front/back/pantone); 4/0 when the product has no colours field. */
export function coloursOf(ctx: ModelContext, config: Config, field = 'colours'): Colours {
  const option = ctx.option(field, config[field]);
  if (!option) return { front: 4, back: 0, pantone: false };
  return {
    front: dataNumber(option, 'front', 4),
    back: dataNumber(option, 'back', 0),
    pantone: option.data?.['pantone'] === true,
  };
}

export function caliperMm(books: PriceBooks, stock: Stock): number {
  const perGsm = books.paper.caliper_um_per_gsm[stock.kind];
  return (stock.caliper_um ?? stock.gsm * perGsm) / 1000;
}

/** Long and short side. */
export function sides(w: number, h: number): { long: number; short: number } {
  return w >= h ? { long: w, short: h } : { long: h, short: w };
}

function fit(usableW: number, usableH: number, w: number, h: number, gutter: number): number {
  if (w <= 0 || h <= 0) return 0;
  return Math.max(0, Math.floor((usableW + gutter) / (w + gutter))) * Math.max(0, Math.floor((usableH + gutter) / (h + gutter)));
}

/** Pieces of w×h (plus bleed) per press sheet, the better of both orientations. */
export function ups(press: Press, w: number, h: number, gutter: number): number {
  const usableW = press.sheet_w_mm - press.margin_w_mm;
  const usableH = press.sheet_h_mm - press.margin_h_mm;
  const pw = w + 2 * press.bleed_mm;
  const ph = h + 2 * press.bleed_mm;
  return Math.max(fit(usableW, usableH, pw, ph, gutter), fit(usableW, usableH, ph, pw, gutter));
}

export interface RunSpec {
  press: Press;
  stock: Stock;
  /** Pieces per sheet (from `ups`), ≥ 1. */
  ups: number;
  /** Net sheets to print before waste and makeready. */
  netSheets: number;
  /** Plate sets / signatures; each needs plates, a makeready fee and makeready sheets. */
  forms: number;
  colours: Colours;
}

export interface Run {
  netSheets: number;
  grossSheets: number;
  /** Printed sides per sheet (0, 1 or 2). */
  sides: number;
  paper: number;
  print: number;
}

/**
 * One press run (catalogue SHEET formulas): gross = ⌈net·(1+waste)⌉ + makeready·forms;
 * paper = gross · sheet m² · gsm/1000 · AED/kg; print = clicks per printed side + plates + makeready fee + impressions.
 */
export function pressRun(spec: RunSpec): Run {
  const { press, stock, colours } = spec;
  const grossSheets = Math.ceil(spec.netSheets * (1 + press.waste) - 1e-9) + press.makeready_sheets * spec.forms;
  const sheetM2 = (press.sheet_w_mm * press.sheet_h_mm) / 1e6;
  const paper = fils(grossSheets * sheetM2 * (stock.gsm / 1000) * stock.aed_per_kg);
  const click = (inks: number): number => (inks >= 2 ? press.click_colour : inks === 1 ? press.click_mono : 0);
  const printedSides = (colours.front > 0 ? 1 : 0) + (colours.back > 0 ? 1 : 0);
  const print = fils(
    grossSheets * (click(colours.front) + click(colours.back)) +
      spec.forms * (press.plate_per_colour * (colours.front + colours.back) + press.makeready_fee) +
      grossSheets * printedSides * press.run_per_impression,
  );
  return { netSheets: spec.netSheets, grossSheets, sides: printedSides, paper, print };
}

/** Markup at quantity q: `first` at the ladder's first step, `last` at its last, log-linear between, clamped. */
export function markupAt(markup: Markup, quantity: number, ladder: readonly number[]): number {
  const first = ladder[0];
  const last = ladder[ladder.length - 1];
  if (first === undefined || last === undefined || last <= first || quantity <= first) return markup.first;
  if (quantity >= last) return markup.last;
  const t = (Math.log(quantity) - Math.log(first)) / (Math.log(last) - Math.log(first));
  return markup.first + (markup.last - markup.first) * t;
}

/** Largest printable piece (after margins and bleed) among these presses, for "too large" messages. */
export function printableArea(presses: readonly [string, Press][]): { max_w_mm: number; max_h_mm: number } {
  let best = { max_w_mm: 0, max_h_mm: 0 };
  for (const [, press] of presses) {
    const w = press.sheet_w_mm - press.margin_w_mm - 2 * press.bleed_mm;
    const h = press.sheet_h_mm - press.margin_h_mm - 2 * press.bleed_mm;
    if (w * h > best.max_w_mm * best.max_h_mm) best = { max_w_mm: Math.min(w, h), max_h_mm: Math.max(w, h) };
  }
  return best;
}

/** Presses of `processes` that offer this turnaround (and Pantone when needed). */
export function pressesFor(
  books: PriceBooks,
  processes: readonly string[],
  turnaround: TurnaroundKey,
  colours: Colours,
): [string, Press][] {
  const result: [string, Press][] = [];
  for (const name of processes) {
    const press = books.press.processes[name];
    if (!press || !press.turnarounds.includes(turnaround)) continue;
    if (colours.pantone && !press.pantone) continue;
    result.push([name, press]);
  }
  return result;
}

export function turnaroundOf(config: Config): TurnaroundKey {
  const value = config['turnaround'];
  switch (value) {
    case 'economy':
    case 'express':
    case 'next_day':
    case 'same_day':
      return value;
    default:
      return 'standard';
  }
}

/** Finishing fields the SHEET, BOOK and BOX models price from pricing/finishing.json (shared vocabulary). */
export const FINISHING_FIELDS = [
  'lamination',
  'spot_uv',
  'foil',
  'emboss',
  'die_cut',
  'round_corners',
  'crease',
  'perforation',
  'fold',
  'numbering',
] as const;

export interface FinishingCounts {
  /** Press the job runs on (finishing may be priced differently per press). */
  process: string;
  sheets: number;
  /** Printed sides per sheet (lamination covers the printed sides, at least one). */
  sides: number;
  pieces: number;
  gsm: number;
}

/** Setup + rate × count for every finishing field that is on; crease is added to folds from `auto_from_gsm`. */
export function finishingCost(ctx: ModelContext, config: Config, counts: FinishingCounts, only?: readonly string[]): number {
  const { books } = ctx;
  let total = 0;
  const foldOption = applied(config['fold']) ? ctx.option('fold', config['fold']) : undefined;
  const folds = dataNumber(foldOption, 'folds', 1);
  for (const field of only ?? FINISHING_FIELDS) {
    const value = config[field];
    const item = books.finishing.items[field];
    let on = applied(value);
    if (field === 'crease' && !on && foldOption && item?.auto_from_gsm !== undefined && counts.gsm >= item.auto_from_gsm) on = true;
    if (!on || !item) continue;
    const override = item.by_process?.[counts.process];
    const pricing = override ? { setup: override.setup, rate: override.rate, per: override.per ?? item.per, values: override.values } : item;
    const variant = typeof value === 'string' ? pricing.values?.[value] : undefined;
    let count: number;
    switch (pricing.per) {
      case 'sheet':
        count = counts.sheets;
        break;
      case 'sheet_side':
        count = counts.sheets * Math.max(1, counts.sides);
        break;
      case 'piece':
        count = counts.pieces;
        break;
      case 'fold':
        count = counts.pieces * Math.max(1, folds);
        break;
      case 'number':
        count = counts.pieces * dataNumber(ctx.option(field, value), 'positions', 1);
        break;
    }
    total += fils(pricing.setup + (variant?.setup ?? 0) + pricing.rate * (variant?.factor ?? 1) * count);
  }
  return total;
}

/** Lint helper: every selectable value of the finishing fields the product has must be in pricing/finishing.json. */
export function lintFinishing(ctx: LintContext, fields: readonly string[] = FINISHING_FIELDS): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const field of fields) {
    const values = ctx.values(field);
    const type = ctx.fieldType(field);
    if (type === undefined) continue;
    const item = ctx.books.finishing.items[field];
    if (!item) {
      issues.push({ pointer: `/properties/${field}`, reason: `pricing/finishing.json has no item "${field}"` });
      continue;
    }
    if (type === 'string') {
      for (const value of values ?? []) {
        if (value === 'none' || typeof value !== 'string') continue;
        if (item.values && !(value in item.values)) {
          issues.push({
            pointer: `/properties/${field}`,
            reason: `pricing/finishing.json items.${field}.values has no entry for "${value}"`,
          });
        }
        for (const [process, override] of Object.entries(item.by_process ?? {})) {
          if (override.values && !(value in override.values)) {
            issues.push({
              pointer: `/properties/${field}`,
              reason: `pricing/finishing.json items.${field}.by_process.${process}.values has no entry for "${value}"`,
            });
          }
        }
        if ((item.per === 'fold' && field === 'fold') || item.per === 'number') {
          const key = item.per === 'fold' ? 'folds' : 'positions';
          if (typeof ctx.option(field, value)?.data?.[key] !== 'number') {
            issues.push({ pointer: `/properties/${field}`, reason: `option "${value}" needs data.${key} (a number) for pricing` });
          }
        }
      }
    }
  }
  return issues;
}

export function lintRequiredFields(ctx: LintContext, fields: readonly string[], model: string): LintIssue[] {
  return fields
    .filter((field) => ctx.fieldType(field) === undefined)
    .map((field) => ({ pointer: '/properties', reason: `the ${model} model needs a "${field}" field` }));
}

export function lintStocks(ctx: LintContext, field: string): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const value of ctx.values(field) ?? []) {
    if (typeof value === 'string' && !(value in ctx.books.paper.stocks)) {
      issues.push({ pointer: `/properties/${field}`, reason: `pricing/paper.json has no stock "${value}"` });
    }
  }
  return issues;
}

export function lintProcesses(ctx: LintContext, processes: readonly string[]): LintIssue[] {
  return processes
    .map((name, index) => ({ name, index }))
    .filter(({ name }) => !(name in ctx.books.press.processes))
    .map(({ name, index }) => ({ pointer: `/x-pricing/processes/${index}`, reason: `pricing/press.json has no process "${name}"` }));
}

export function lintColours(ctx: LintContext, field: string): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const value of ctx.values(field) ?? []) {
    const option = typeof value === 'string' ? ctx.option(field, value) : undefined;
    if (typeof option?.data?.['front'] !== 'number' || typeof option.data['back'] !== 'number') {
      issues.push({ pointer: `/properties/${field}`, reason: `colours option "${String(value)}" needs data.front and data.back (inks per side)` });
    }
  }
  return issues;
}
