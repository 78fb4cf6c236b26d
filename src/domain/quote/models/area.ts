/**
 * AREA — large format (banners, wide posters, boards). Rates in pricing/large-format.json are selling prices per m²
 * (catalogue.md "AREA"): billable = max(1, q·w·h/1e6) m², × rate × tier, + edges, contour cut, lamination, seams.
 */
import type { Config, LargeFormatMaterial, LineKey } from '../types';
import {
  applied,
  fils,
  issue,
  lintRequiredFields,
  num,
  sides,
  str,
  type LintContext,
  type LintIssue,
  type ModelContext,
  type PricingModel,
  type Production,
} from './common';

function material(ctx: ModelContext, config: Config): LargeFormatMaterial | undefined {
  return ctx.books.largeFormat.materials[str(config, 'material', '')];
}

export interface AreaGeometry {
  long: number;
  short: number;
  areaM2: number;
  billableM2: number;
  perimeterM: number;
  panels: number;
}

export function areaGeometry(ctx: ModelContext, config: Config, quantity: number): AreaGeometry {
  const w = num(config, 'width_mm');
  const h = num(config, 'height_mm');
  const { long, short } = sides(w, h);
  const areaM2 = (quantity * w * h) / 1e6;
  const roll = material(ctx, config)?.roll_width_mm;
  return {
    long,
    short,
    areaM2,
    billableM2: Math.max(ctx.books.largeFormat.min_area_m2, areaM2),
    perimeterM: (2 * (w + h)) / 1000,
    panels: roll !== undefined && short > roll ? Math.ceil(short / roll) : 1,
  };
}

/** Lines (fils) for `quantity` pieces of the configured size and material. */
export function areaLines(ctx: ModelContext, config: Config, quantity: number): Partial<Record<LineKey, number>> | null {
  const book = ctx.books.largeFormat;
  const mat = material(ctx, config);
  if (!mat) return null;
  const g = areaGeometry(ctx, config, quantity);
  let tier = 1;
  for (const step of book.tiers) if (g.billableM2 >= step.from_m2) tier = step.factor;
  let finishing = 0;
  const lamination = config['lamination'];
  if (applied(lamination) && typeof lamination === 'string') {
    finishing += g.billableM2 * book.lamination.per_m2 * (book.lamination.values[lamination]?.factor ?? 1);
  }
  const edge = book.edges[str(config, 'edge')];
  if (edge) finishing += g.perimeterM * quantity * edge.per_m;
  if (config['contour_cut'] === true) finishing += g.perimeterM * quantity * book.contour_cut.per_m;
  finishing += (g.panels - 1) * (g.long / 1000) * quantity * book.seam.per_m;
  return { material: fils(g.billableM2 * mat.rate * tier), finishing: fils(finishing) };
}

export const AREA_DERIVED = {
  long_mm: 'double',
  short_mm: 'double',
  area_m2: 'double',
  billable_area_m2: 'double',
  perimeter_m: 'double',
  grommets: 'int',
  panels: 'int',
} as const;

export function areaDerived(ctx: ModelContext, config: Config): Record<string, number> {
  const g = areaGeometry(ctx, config, num(config, 'quantity'));
  const grommets = str(config, 'edge') === 'hem_grommets' ? Math.ceil(g.perimeterM / ctx.books.largeFormat.grommet_spacing_m) : 0;
  return {
    long_mm: g.long,
    short_mm: g.short,
    area_m2: g.areaM2,
    billable_area_m2: g.billableM2,
    perimeter_m: g.perimeterM,
    grommets,
    panels: g.panels,
  };
}

/** Rigid boards cannot be split: larger pieces are rejected (catalogue: "reject above 1220×2440"). */
export function areaCheck(ctx: ModelContext, config: Config) {
  const mat = material(ctx, config);
  if (!mat) return [issue('material', 'quote.error.unpriced_option', { value: str(config, 'material') })];
  if (mat.max_w_mm !== undefined && mat.max_h_mm !== undefined) {
    const g = areaGeometry(ctx, config, 1);
    const maxLong = Math.max(mat.max_w_mm, mat.max_h_mm);
    const maxShort = Math.min(mat.max_w_mm, mat.max_h_mm);
    if (g.long > maxLong || g.short > maxShort) {
      return [issue('width_mm', 'quote.error.board_too_large', { max_w_mm: maxShort, max_h_mm: maxLong })];
    }
  }
  return [];
}

export function areaLint(ctx: LintContext, pointer = ''): LintIssue[] {
  const book = ctx.books.largeFormat;
  const issues = lintRequiredFields(ctx, ['quantity', 'width_mm', 'height_mm', 'material'], 'AREA');
  const checks: [string, Record<string, unknown>, string][] = [
    ['material', book.materials, 'materials'],
    ['edge', book.edges, 'edges'],
    ['lamination', book.lamination.values, 'lamination.values'],
  ];
  for (const [field, table, name] of checks) {
    for (const value of ctx.values(field) ?? []) {
      if (typeof value !== 'string' || (value === 'none' && field !== 'material')) continue;
      if (!(value in table)) {
        issues.push({ pointer: `${pointer}/properties/${field}`, reason: `pricing/large-format.json ${name} has no entry for "${value}"` });
      }
    }
  }
  return issues;
}

export const areaModel: PricingModel = {
  derivedTypes: () => ({ ...AREA_DERIVED }),
  derive: areaDerived,
  check: areaCheck,
  produce(ctx, config, quantity): Production[] {
    const lines = areaLines(ctx, config, quantity);
    if (!lines) return [];
    const pricing = ctx.product.pricing;
    return [
      {
        lines,
        hardware: 0,
        minCharge: fils(pricing.min_charge ?? ctx.books.largeFormat.min_charge),
        process: null,
        extraDays: 0,
      },
    ];
  },
  lint: (ctx) => areaLint(ctx),
};
