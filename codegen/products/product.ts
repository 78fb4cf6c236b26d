/**
 * One product file → its definition for the registry: the fields check (./fields), the CEL check (./rules), the
 * layout check (./layout) and the pricing model's own needs (`lint`: a price for every selectable value), then the
 * pure validation schema ajv compiles.
 */
import { MODELS, type LintContext } from '../../src/domain/quote/models';
import type { PricingParams, ProductDef, UiSchema } from '../../src/domain/quote/types';
import type { CompiledCel } from './cel-compile';
import { resolveFields } from './fields';
import { checkLayout } from './layout';
import type { ProductContext } from './raw';
import { celChecker, checkConditions, checkRules } from './rules';
import { withoutComments, type Json } from './sources';

export interface ValidationSchema {
  $id: string;
  title: string;
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, Record<string, unknown>>;
}

const VALIDATION_KEYWORDS = ['type', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;

export function pascal(code: string): string {
  return code
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export interface ResolvedProduct {
  product: ProductDef;
  validation: ValidationSchema;
  programs: Record<string, CompiledCel>;
}

export function resolveProduct(ctx: ProductContext): ResolvedProduct {
  const { code, raw } = ctx;
  const { properties, required, broken, turnaroundOrder } = resolveFields(ctx);

  // Validated by the meta-schema; $comment keys are documentation for authors, not data.
  const pricing = withoutComments(raw['x-pricing'] as unknown as Json) as unknown as PricingParams;
  const model = MODELS[pricing.model];
  const turnaround = raw['x-turnaround'];
  const product: ProductDef = {
    code,
    family: raw['x-family'],
    category: raw['x-category'],
    title: `quote.product.${code}.title`,
    description: `quote.product.${code}.description`,
    ...(raw['x-image'] !== undefined ? { image: raw['x-image'] } : {}),
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      title: `quote.product.${code}.title`,
      additionalProperties: false,
      required: [...required],
      properties,
    },
    rules: [],
    visibility: [],
    pricing,
    quantities: raw['x-quantities'],
    turnaround: { options: turnaroundOrder, default: turnaround.default, standard_days: turnaround.standard_days },
    ui: withoutComments(raw['x-ui'] as Json) as UiSchema,
  };
  ctx.requireKey('/x-texts', product.title);
  if (product.description) ctx.requireKey('/x-texts', product.description);

  const cel = celChecker(ctx, properties, model.derivedTypes(product), broken);
  product.visibility = checkConditions(ctx, properties, cel);
  product.rules = checkRules(ctx, properties, cel);
  checkLayout(ctx, product.ui, properties, broken);

  // the pricing model's own needs: fields, price-book entries for every selectable value
  const lintContext: LintContext = {
    product,
    books: ctx.books,
    values: (field) => {
      const property = properties[field];
      if (!property) return undefined;
      if (property.enum) return property.enum;
      return property.type === 'boolean' ? [true, false] : undefined;
    },
    option: (field, value) => ctx.optionLists[properties[field]?.['x-options'] ?? '']?.find((item) => item.value === value),
    fieldType: (field) => properties[field]?.type,
    checkCondition: (expression) => cel.check(expression, 'bool', true),
  };
  // a broken field is already reported: the model's own needs would only repeat it ("needs a colours field")
  if (broken.size === 0) for (const issue of model.lint(lintContext)) ctx.problem(issue.pointer, issue.reason);

  // What ajv compiles: validation keywords only (annotations would bloat the standalone code and trip strict mode).
  const validationProperties: Record<string, Record<string, unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const keywords: Record<string, unknown> = {};
    for (const keyword of VALIDATION_KEYWORDS) if (property[keyword] !== undefined) keywords[keyword] = property[keyword];
    validationProperties[name] = keywords;
  }
  return {
    product,
    programs: cel.programs,
    validation: { $id: code, title: `${pascal(code)}Config`, type: 'object', additionalProperties: false, required: [...required], properties: validationProperties },
  };
}
