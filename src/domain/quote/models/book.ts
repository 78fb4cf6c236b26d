/**
 * BOOK — booklets, catalogues, books (catalogue.md "BOOK"). `pages` counts the inner pages; the cover is a separate
 * 4-page wrap on `cover_stock`. Inner pages are imposed like SHEET (pages per sheet = 2·ups, one signature per
 * form); the cover is priced as SHEET at its flat size (2w + spine) × h; binding is setup + per copy.
 */
import type { BindingMethod, BookPricing, Config, Stock } from '../types';
import {
  caliperMm,
  coloursOf,
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

/** Finishing applies to the cover only. */
const COVER_FINISHING = ['lamination', 'spot_uv', 'foil', 'emboss'] as const;

function params(ctx: ModelContext): BookPricing {
  const pricing = ctx.product.pricing;
  if (pricing.model !== 'BOOK') throw new Error(`${ctx.product.code}: not a BOOK product`);
  return pricing;
}

interface Geometry {
  method: BindingMethod | undefined;
  inner: Stock | undefined;
  cover: Stock | undefined;
  /** Pages priced: thread-sewn rounds up to whole sections. */
  pages: number;
  leaves: number;
  sections: number;
  spineMm: number;
  thicknessMm: number;
}

function geometry(ctx: ModelContext, config: Config): Geometry {
  const { books } = ctx;
  const method = books.binding.methods[str(config, 'binding', '')];
  const inner = books.paper.stocks[str(config, 'stock', '')];
  const cover = books.paper.stocks[str(config, 'cover_stock', '')];
  const raw = Math.max(0, num(config, 'pages'));
  const section = method?.section_pages;
  const pages = section ? Math.ceil(raw / section) * section : raw;
  const leaves = Math.ceil(pages / 2);
  const innerMm = inner ? caliperMm(books, inner) : 0;
  const coverMm = cover ? caliperMm(books, cover) : 0;
  return {
    method,
    inner,
    cover,
    pages,
    leaves,
    sections: section ? pages / section : 0,
    // perfect/sewn spine = block + 2·cover (+ boards for hardcover)
    spineMm: leaves * innerMm + 2 * coverMm + 2 * (method?.board_mm ?? 0),
    // saddle thickness = leaves × caliper + 2·cover
    thicknessMm: leaves * innerMm + 2 * coverMm,
  };
}

export const bookModel: PricingModel = {
  derivedTypes: () => ({
    long_mm: 'double',
    short_mm: 'double',
    leaves: 'int',
    sections: 'int',
    gsm: 'int',
    cover_gsm: 'int',
    spine_mm: 'double',
    thickness_mm: 'double',
  }),

  derive(ctx, config) {
    const g = geometry(ctx, config);
    const { long, short } = sides(num(config, 'width_mm'), num(config, 'height_mm'));
    return {
      long_mm: long,
      short_mm: short,
      leaves: g.leaves,
      sections: g.sections,
      gsm: g.inner?.gsm ?? 0,
      cover_gsm: g.cover?.gsm ?? 0,
      spine_mm: Math.round(g.spineMm * 100) / 100,
      thickness_mm: Math.round(g.thicknessMm * 100) / 100,
    };
  },

  check(ctx, config) {
    const g = geometry(ctx, config);
    if (!g.method) return [issue('binding', 'quote.error.unpriced_option', { value: str(config, 'binding') })];
    if (!g.inner) return [issue('stock', 'quote.error.unpriced_option', { value: str(config, 'stock') })];
    if (!g.cover) return [issue('cover_stock', 'quote.error.unpriced_option', { value: str(config, 'cover_stock') })];
    const turnaround = turnaroundOf(config);
    const presses = pressesFor(ctx.books, params(ctx).processes, turnaround, coloursOf(ctx, config));
    if (presses.length === 0) return [issue('turnaround', 'quote.error.turnaround_unavailable', { turnaround })];
    const w = num(config, 'width_mm');
    const h = num(config, 'height_mm');
    const fits = presses.some(([, press]) => ups(press, w, h, 0) >= 1 && ups(press, 2 * w + g.spineMm, h, 0) >= 1);
    if (!fits) return [issue('width_mm', 'quote.error.too_large_to_print', printableArea(presses))];
    return [];
  },

  produce(ctx, config, quantity) {
    const pricing = params(ctx);
    const g = geometry(ctx, config);
    if (!g.method || !g.inner || !g.cover) return [];
    const w = num(config, 'width_mm');
    const h = num(config, 'height_mm');
    const inner = coloursOf(ctx, config);
    const cover = coloursOf(ctx, config, 'cover_colours');
    const method = g.method;
    const bindingMarkup = markupAt(ctx.books.binding.markup, quantity, ctx.product.quantities);
    const binding = fils(method.setup + quantity * (method.per_copy + (method.per_section ?? 0) * g.sections)) * bindingMarkup;
    const result: Production[] = [];
    for (const [name, press] of pressesFor(ctx.books, pricing.processes, turnaroundOf(config), inner)) {
      const innerUps = ups(press, w, h, 0);
      const coverUps = ups(press, 2 * w + g.spineMm, h, 0);
      if (innerUps < 1 || coverUps < 1) continue;
      const forms = Math.max(1, Math.ceil(g.pages / (2 * innerUps)));
      const innerRun = pressRun({ press, stock: g.inner, ups: innerUps, netSheets: quantity * forms, forms, colours: inner });
      const coverRun = pressRun({ press, stock: g.cover, ups: coverUps, netSheets: Math.ceil(quantity / coverUps), forms: 1, colours: cover });
      const markup = markupAt(press.markup, quantity, ctx.product.quantities);
      const finishing = finishingCost(
        ctx,
        config,
        { process: name, sheets: coverRun.grossSheets, sides: 1, pieces: quantity, gsm: g.cover.gsm },
        COVER_FINISHING,
      );
      result.push({
        lines: {
          paper: (innerRun.paper + coverRun.paper) * markup,
          print: (innerRun.print + coverRun.print) * markup,
          finishing: finishing * markup,
          binding,
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
    if (pricing.model !== 'BOOK') return [];
    const issues = [
      ...lintRequiredFields(
        ctx,
        ['quantity', 'width_mm', 'height_mm', 'pages', 'binding', 'stock', 'cover_stock', 'colours', 'cover_colours'],
        'BOOK',
      ),
      ...lintProcesses(ctx, pricing.processes),
      ...lintStocks(ctx, 'stock'),
      ...lintStocks(ctx, 'cover_stock'),
      ...lintColours(ctx, 'colours'),
      ...lintColours(ctx, 'cover_colours'),
      ...lintFinishing(ctx, COVER_FINISHING),
    ];
    for (const value of ctx.values('binding') ?? []) {
      if (typeof value === 'string' && !(value in ctx.books.binding.methods)) {
        issues.push({ pointer: '/properties/binding', reason: `pricing/binding.json has no method "${value}"` });
      }
    }
    return issues;
  },
};
