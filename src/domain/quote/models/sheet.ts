/**
 * SHEET — flat work (cards, flyers, leaflets, posters, pads). Priced on every allowed press (digital, offset);
 * the cheapest wins (catalogue.md "SHEET").
 */
import type { Config, SheetPricing, Stock } from '../types';
import {
  applied,
  coloursOf,
  caliperMm,
  dataNumber,
  fils,
  finishingCost,
  issue,
  lintColours,
  lintFinishing,
  lintProcesses,
  lintRequiredFields,
  lintStocks,
  markupAt,
  num,
  pressRun,
  pressesFor,
  printableArea,
  sides,
  str,
  turnaroundOf,
  ups,
  type ModelContext,
  type PricingModel,
  type Production,
} from './common';

/** Die-cut pieces need a gutter between them (catalogue: "gutter g: 0, or 4 mm with die-cut"). */
const DIE_CUT_GUTTER_MM = 4;

function params(ctx: ModelContext): SheetPricing {
  const pricing = ctx.product.pricing;
  if (pricing.model !== 'SHEET') throw new Error(`${ctx.product.code}: not a SHEET product`);
  return pricing;
}

function stockOf(ctx: ModelContext, config: Config): Stock | undefined {
  const key = params(ctx).pad?.stock ?? str(config, 'stock', '');
  return ctx.books.paper.stocks[key];
}

/** Pieces to print and pieces to finish: a pad of 50 sets × 3 plies prints 150 pieces and numbers 50. */
function pieces(ctx: ModelContext, config: Config, quantity: number): { print: number; finish: number } {
  const pad = params(ctx).pad;
  if (!pad) return { print: quantity, finish: quantity };
  const sets = quantity * pad.sets_per_book;
  return { print: sets * dataNumber(ctx.option('ply', config['ply']), 'plies', 1), finish: sets };
}

function gutter(config: Config): number {
  return applied(config['die_cut']) ? DIE_CUT_GUTTER_MM : 0;
}

export const sheetModel: PricingModel = {
  derivedTypes: () => ({
    long_mm: 'double',
    short_mm: 'double',
    area_m2: 'double',
    ups: 'int',
    sheets: 'int',
    gsm: 'int',
    thickness_mm: 'double',
  }),

  derive(ctx, config) {
    const w = num(config, 'width_mm');
    const h = num(config, 'height_mm');
    const quantity = num(config, 'quantity');
    const stock = stockOf(ctx, config);
    const first = ctx.books.press.processes[params(ctx).processes[0] ?? ''];
    const perSheet = first ? ups(first, w, h, gutter(config)) : 0;
    const { long, short } = sides(w, h);
    return {
      long_mm: long,
      short_mm: short,
      area_m2: (quantity * w * h) / 1e6,
      ups: perSheet,
      sheets: perSheet > 0 ? Math.ceil(pieces(ctx, config, quantity).print / perSheet) : 0,
      gsm: stock?.gsm ?? 0,
      thickness_mm: stock ? caliperMm(ctx.books, stock) : 0,
    };
  },

  check(ctx, config) {
    const { processes } = params(ctx);
    const turnaround = turnaroundOf(config);
    const colours = coloursOf(ctx, config);
    const presses = pressesFor(ctx.books, processes, turnaround, colours);
    if (presses.length === 0) {
      const withoutPantone = pressesFor(ctx.books, processes, turnaround, { ...colours, pantone: false });
      return withoutPantone.length === 0
        ? [issue('turnaround', 'quote.error.turnaround_unavailable', { turnaround })]
        : [issue('colours', 'quote.error.colours_unavailable', { turnaround })];
    }
    if (!stockOf(ctx, config)) return [issue('stock', 'quote.error.unpriced_option', { value: str(config, 'stock') })];
    const w = num(config, 'width_mm');
    const h = num(config, 'height_mm');
    if (presses.every(([, press]) => ups(press, w, h, gutter(config)) < 1)) {
      return [issue('width_mm', 'quote.error.too_large_to_print', printableArea(presses))];
    }
    return [];
  },

  produce(ctx, config, quantity) {
    const pricing = params(ctx);
    const stock = stockOf(ctx, config);
    if (!stock) return [];
    const colours = coloursOf(ctx, config);
    const w = num(config, 'width_mm');
    const h = num(config, 'height_mm');
    const count = pieces(ctx, config, quantity);
    const result: Production[] = [];
    for (const [name, press] of pressesFor(ctx.books, pricing.processes, turnaroundOf(config), colours)) {
      const perSheet = ups(press, w, h, gutter(config));
      if (perSheet < 1) continue;
      const run = pressRun({ press, stock, ups: perSheet, netSheets: Math.ceil(count.print / perSheet), forms: 1, colours });
      const markup = markupAt(press.markup, quantity, ctx.product.quantities);
      const finishing = finishingCost(ctx, config, {
        process: name,
        sheets: run.grossSheets,
        sides: run.sides,
        pieces: count.finish,
        gsm: stock.gsm,
      });
      const pad = ctx.books.finishing.pad;
      const binding = pricing.pad ? fils(quantity * (pad.collate_per_book + pad.cover_per_book)) : 0;
      result.push({
        lines: {
          paper: run.paper * markup,
          print: run.print * markup,
          finishing: finishing * markup,
          binding: binding * markup,
        },
        hardware: 0,
        minCharge: fils(pricing.min_charge ?? press.min_charge),
        process: name,
        extraDays: press.extra_days,
      });
    }
    return result;
  },

  lint(ctx) {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'SHEET') return [];
    const required = ['quantity', 'width_mm', 'height_mm', 'colours', ...(pricing.pad ? ['ply'] : ['stock'])];
    const issues = [
      ...lintRequiredFields(ctx, required, 'SHEET'),
      ...lintProcesses(ctx, pricing.processes),
      ...lintStocks(ctx, 'stock'),
      ...lintColours(ctx, 'colours'),
      ...lintFinishing(ctx),
    ];
    if (pricing.pad) {
      if (!(pricing.pad.stock in ctx.books.paper.stocks)) {
        issues.push({ pointer: '/x-pricing/pad/stock', reason: `pricing/paper.json has no stock "${pricing.pad.stock}"` });
      }
      for (const value of ctx.values('ply') ?? []) {
        if (typeof value === 'string' && typeof ctx.option('ply', value)?.data?.['plies'] !== 'number') {
          issues.push({ pointer: '/properties/ply', reason: `ply option "${value}" needs data.plies (a number)` });
        }
      }
    }
    return issues;
  },
};
