import type { PricingModelName } from '../types';
import { areaModel } from './area';
import { bookModel } from './book';
import { boxModel } from './box';
import type { PricingModel } from './common';
import { kitModel } from './kit';
import { sheetModel } from './sheet';
import { unitModel } from './unit';

/** The six pricing models of catalogue.md, by the `x-pricing.model` name a product file uses. */
export const MODELS: Record<PricingModelName, PricingModel> = {
  SHEET: sheetModel,
  AREA: areaModel,
  BOOK: bookModel,
  BOX: boxModel,
  UNIT: unitModel,
  KIT: kitModel,
};

export { MODEL_BOOKS, PRODUCT_BOOKS, type BookName } from './books';
export type { LintContext, LintIssue, ModelContext, PricingModel, Production } from './common';
