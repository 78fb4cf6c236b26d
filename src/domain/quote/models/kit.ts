/**
 * KIT — composites priced as the sum of their parts (catalogue.md "KIT"): a roll-up is an AREA graphic plus a UNIT
 * stand plus a UNIT bag; a light box is a UNIT frame plus an AREA film. Hardware parts escape the turnaround multiplier.
 */
import type { CelType, KitPricing, LineKey } from '../types';
import { AREA_DERIVED, areaCheck, areaDerived, areaLines, areaLint } from './area';
import { fils, issue, lintRequiredFields, num, type ModelContext, type PricingModel, type Production } from './common';
import { itemKey, unitItem, unitLines, unitLint } from './unit';

function params(ctx: ModelContext): KitPricing {
  const pricing = ctx.product.pricing;
  if (pricing.model !== 'KIT') throw new Error(`${ctx.product.code}: not a KIT product`);
  return pricing;
}

function hasArea(pricing: KitPricing): boolean {
  return pricing.parts.some((part) => part.model === 'AREA');
}

export const kitModel: PricingModel = {
  derivedTypes(product) {
    const types: Record<string, CelType> = { billable_quantity: 'int' };
    if (product.pricing.model === 'KIT' && hasArea(product.pricing)) Object.assign(types, AREA_DERIVED);
    return types;
  },

  derive(ctx, config) {
    const pricing = params(ctx);
    const quantity = num(config, 'quantity');
    if (!hasArea(pricing)) return { billable_quantity: quantity };
    const area = areaDerived(ctx, config);
    // No area is charged while every AREA part is switched off (3D letters without a backing panel).
    const charged = pricing.parts.some((part) => part.model === 'AREA' && (part.when === undefined || ctx.condition(part.when, config)));
    return { billable_quantity: quantity, ...area, ...(charged ? {} : { billable_area_m2: 0 }) };
  },

  check(ctx, config) {
    const pricing = params(ctx);
    for (const part of pricing.parts) {
      if (part.when !== undefined && !ctx.condition(part.when, config)) continue;
      if (part.model === 'AREA') {
        const issues = areaCheck(ctx, config);
        if (issues.length > 0) return issues;
      } else if (!unitItem(ctx, part.item ?? '', config)) {
        return [issue('quantity', 'quote.error.unpriced_option', { value: itemKey(part.item ?? '', config) })];
      }
    }
    return [];
  },

  produce(ctx, config, quantity): Production[] {
    const pricing = params(ctx);
    const lines: Partial<Record<LineKey, number>> = {};
    let hardware = 0;
    const add = (more: Partial<Record<LineKey, number>>): void => {
      for (const [key, value] of Object.entries(more) as [LineKey, number][]) lines[key] = (lines[key] ?? 0) + value;
    };
    for (const part of pricing.parts) {
      if (part.when !== undefined && !ctx.condition(part.when, config)) continue;
      const count = quantity * (part.per_kit ?? 1);
      if (part.model === 'AREA') {
        const area = areaLines(ctx, config, count);
        if (!area) return [];
        add(area);
      } else {
        const unit = unitLines(ctx, config, count, part.item ?? '', part.adders ?? []);
        if (!unit) return [];
        add(unit.lines);
        hardware += unit.hardware;
      }
    }
    const minCharge = pricing.min_charge ?? (hasArea(pricing) ? ctx.books.largeFormat.min_charge : 0);
    return [{ lines, hardware, minCharge: fils(minCharge), process: null, extraDays: 0 }];
  },

  anchors(ctx, config) {
    const pricing = params(ctx);
    return pricing.parts.flatMap((part) =>
      part.model === 'UNIT' ? (unitItem(ctx, part.item ?? '', config)?.ladder ?? []).map(([from]) => Math.ceil(from / (part.per_kit ?? 1))) : [],
    );
  },

  lint(ctx) {
    const pricing = ctx.product.pricing;
    if (pricing.model !== 'KIT') return [];
    const issues = lintRequiredFields(ctx, ['quantity'], 'KIT');
    pricing.parts.forEach((part, index) => {
      const pointer = `/x-pricing/parts/${index}`;
      if (part.when !== undefined) {
        const reason = ctx.checkCondition(part.when);
        if (reason) issues.push({ pointer: `${pointer}/when`, reason });
      }
      if (part.model === 'AREA') issues.push(...areaLint(ctx));
      else if (part.item === undefined) issues.push({ pointer, reason: 'a UNIT part needs an "item"' });
      else issues.push(...unitLint(ctx, part.item, part.adders ?? [], pointer));
    });
    return issues;
  },
};

