/**
 * BOX — folding cartons, rigid boxes, mailers and paper bags (catalogue.md "BOX"). The flat blank follows from the
 * inside L×W×H and the board thickness t; blanks are imposed like SHEET with a 5 mm gutter, then die, die-cut,
 * gluing and hand work are added.
 */
import type { BoxPricing, BoxStyle, Config, Stock } from '../types';
import {
  applied,
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
  str,
  turnaroundOf,
  ups,
  type ModelContext,
  type PricingModel,
  type Production,
} from './common';

const BOX_FINISHING = ['lamination', 'spot_uv', 'foil', 'emboss'] as const;
/** Rigid wraps turn in around the board (catalogue: "wrap +18 mm turn-in"). */
const TURN_IN_MM = 18;

function params(ctx: ModelContext): BoxPricing {
  const pricing = ctx.product.pricing;
  if (pricing.model !== 'BOX') throw new Error(`${ctx.product.code}: not a BOX product`);
  return pricing;
}

/** Flat blank (printed piece) of one box, mm. */
export function blankSize(style: BoxStyle, l: number, w: number, h: number, t: number, gusset: number): [number, number] {
  switch (style) {
    case 'tuck_end':
      return [2 * l + 2 * w + 15 + 4 * t, h + 2 * (w + 15)];
    case 'crash_lock':
      return [2 * l + 2 * w + 15 + 4 * t, h + w + 15 + 0.75 * w];
    case 'rsc':
      return [2 * l + 2 * w + 35, h + w + 2 * t];
    case 'mailer':
      return [l + 4 * h + 10, 2 * w + 4 * h + 20];
    case 'rigid':
      return [l + 2 * h + 2 * TURN_IN_MM, w + 2 * h + 2 * TURN_IN_MM];
    case 'drawer':
      // the printed sleeve; the tray is hand-made (rigid per-box cost)
      return [2 * (w + 2 * t) + 2 * (h + 2 * t) + 15, l];
    case 'paper_bag':
      return [2 * w + 2 * gusset + 20, h + 0.75 * gusset + 40];
  }
}

function stockOf(ctx: ModelContext, config: Config): Stock | undefined {
  return ctx.books.paper.stocks[str(config, 'stock', '')];
}

function blankOf(ctx: ModelContext, config: Config): [number, number] {
  const stock = stockOf(ctx, config);
  const t = stock ? caliperMm(ctx.books, stock) : 0;
  const [bw, bh] = blankSize(
    params(ctx).style,
    num(config, 'length_mm'),
    num(config, 'width_mm'),
    num(config, 'height_mm'),
    t,
    num(config, 'gusset_mm'),
  );
  return [Math.round(bw * 10) / 10, Math.round(bh * 10) / 10];
}

export const boxModel: PricingModel = {
  derivedTypes: () => ({ blank_w_mm: 'double', blank_h_mm: 'double', board_mm: 'double' }),

  derive(ctx, config) {
    const [bw, bh] = blankOf(ctx, config);
    const stock = stockOf(ctx, config);
    return { blank_w_mm: bw, blank_h_mm: bh, board_mm: stock ? caliperMm(ctx.books, stock) : 0 };
  },

  check(ctx, config) {
    if (!stockOf(ctx, config)) return [issue('stock', 'quote.error.unpriced_option', { value: str(config, 'stock') })];
    const turnaround = turnaroundOf(config);
    const presses = pressesFor(ctx.books, params(ctx).processes, turnaround, coloursOf(ctx, config));
    if (presses.length === 0) return [issue('turnaround', 'quote.error.turnaround_unavailable', { turnaround })];
    const [bw, bh] = blankOf(ctx, config);
    if (presses.every(([, press]) => ups(press, bw, bh, ctx.books.box.gutter_mm) < 1)) {
      return [issue('length_mm', 'quote.error.box_blank_too_large', { blank_w_mm: bw, blank_h_mm: bh })];
    }
    return [];
  },

  produce(ctx, config, quantity) {
    const pricing = params(ctx);
    const stock = stockOf(ctx, config);
    if (!stock) return [];
    const book = ctx.books.box;
    const [bw, bh] = blankOf(ctx, config);
    const colours = coloursOf(ctx, config);
    const markup = markupAt(book.markup, quantity, ctx.product.quantities);
    const result: Production[] = [];
    for (const [name, press] of pressesFor(ctx.books, pricing.processes, turnaroundOf(config), colours)) {
      const perSheet = ups(press, bw, bh, book.gutter_mm);
      if (perSheet < 1) continue;
      const run = pressRun({ press, stock, ups: perSheet, netSheets: Math.ceil(quantity / perSheet), forms: 1, colours });
      let finishing = finishingCost(ctx, config, { process: name, sheets: run.grossSheets, sides: 1, pieces: quantity, gsm: stock.gsm }, BOX_FINISHING);
      if (config['window'] === true) finishing += fils(book.window.setup + book.window.per_box * quantity);
      let assembly = 0;
      const hand = pricing.style === 'rigid' || pricing.style === 'drawer';
      if (!hand) {
        const ruleM = (book.die.rule_factor * 2 * (bw + bh)) / 1000;
        assembly += fils(book.die.setup + book.die.per_m_rule * ruleM);
        assembly += fils(book.die_cut.setup + book.die_cut.per_sheet * run.grossSheets);
      }
      if (pricing.style === 'tuck_end' || pricing.style === 'rsc') {
        assembly += fils(book.gluing.straight.setup + book.gluing.straight.per_box * quantity);
      } else if (pricing.style === 'crash_lock') {
        assembly += fils(book.gluing.crash_lock.setup + book.gluing.crash_lock.per_box * quantity);
      } else if (pricing.style === 'paper_bag') {
        assembly += fils((book.bag.per_bag + book.bag.handles_per_pair) * quantity);
      } else if (hand) {
        assembly += fils(book.rigid.per_box * quantity);
        if (config['magnet'] === true) assembly += fils(book.rigid.magnet * quantity);
      }
      if (applied(config['insert'])) assembly += fils(book.insert.per_box * quantity);
      result.push({
        lines: {
          paper: run.paper * markup,
          print: run.print * markup,
          finishing: finishing * markup,
          assembly: assembly * markup,
        },
        hardware: 0,
        minCharge: fils(pricing.min_charge ?? book.min_charge),
        process: name,
        extraDays: press.extra_days,
      });
    }
    return result;
  },

  lint(ctx) {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'BOX') return [];
    const required = ['quantity', 'length_mm', 'width_mm', 'height_mm', 'stock', 'colours', ...(pricing.style === 'paper_bag' ? ['gusset_mm'] : [])];
    return [
      ...lintRequiredFields(ctx, required, 'BOX'),
      ...lintProcesses(ctx, pricing.processes),
      ...lintStocks(ctx, 'stock'),
      ...lintColours(ctx, 'colours'),
      ...lintFinishing(ctx, BOX_FINISHING),
    ];
  },
};
