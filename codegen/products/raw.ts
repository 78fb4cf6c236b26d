/**
 * A product file as the meta-schema (schemas/product.meta.json) lets it be written, and what each per-product check
 * is given: the file's problem reporter, the shared sources, the i18n key check.
 */
import type { OptionItem, PriceBooks, PricingParams, Scalar, TurnaroundKey, UiSchema, FieldType } from '../../src/domain/quote/types';
import type { Locale, ProductTextsInput } from './texts';

export interface RawProperty {
  $ref?: string;
  'x-only'?: string[];
  type?: 'integer' | 'number' | 'boolean';
  default?: Scalar;
  title?: string;
  description?: string;
  enum?: number[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  'x-visible'?: string;
}

export interface RawRule {
  rule: string;
  message: string;
  field?: string;
  severity?: 'error' | 'warning';
  params?: Record<string, string>;
  fix?: Record<string, Scalar>;
  goto?: string;
}

/** A rule of schemas/rules.json: a spec limit written once; `when` says when it applies (default: always). */
export interface SharedRule extends RawRule {
  when?: string;
}

/** `{ "use": "<name>" }` in x-rules: a rule of schemas/rules.json, with what this product says differently. */
export interface SharedRuleUse {
  use: string;
  field?: string;
  when?: string;
  fix?: Record<string, Scalar>;
}

/** A product file after the meta-schema accepted it. */
export interface RawProduct {
  required?: string[];
  properties: Record<string, RawProperty>;
  'x-family': string;
  'x-category': string;
  'x-goods'?: { id?: number; sort?: number };
  'x-image'?: string;
  'x-texts'?: Partial<Record<Locale, ProductTextsInput>>;
  'x-rules'?: (RawRule | SharedRuleUse)[];
  'x-pricing': PricingParams;
  'x-quantities': number[];
  'x-turnaround': { options: TurnaroundKey[]; default: TurnaroundKey; standard_days: number };
  'x-ui': UiSchema;
}

/** What every check of one product file is given. */
export interface ProductContext {
  code: string;
  raw: RawProduct;
  vocabulary: Map<string, FieldType>;
  optionLists: Record<string, OptionItem[]>;
  books: PriceBooks;
  /** schemas/rules.json: name → rule */
  sharedRules: Record<string, SharedRule>;
  /** A problem at a JSON pointer into this product's file. */
  problem(pointer: string, reason: string): void;
  /** The i18n key must exist in every language (shared dictionaries or the product's own texts). */
  requireKey(pointer: string, key: string): void;
  /** A `goto` to another product, checked once every file is read. */
  goto(pointer: string, code: string): void;
}
