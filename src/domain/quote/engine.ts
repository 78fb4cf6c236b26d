/**
 * The quote engine: one pure function set that validates and prices a configuration, in the browser (instant
 * feedback) and on the server (the only price that counts). It reads a Catalogue — the generated registry in the
 * app, or one loaded from any products directory in tests — so adding a product never touches this code.
 */
import { allocateFils, roundFils, vatFils, VAT_RATE_BP } from '../money';
import { activationBuilder, celTypeOf, fromCel, type CelVariables } from './expr';
import { anchorQuantities, envelopeAt, envelopeEach, type PricePoint } from './envelope';
import { turnaroundOf, type ModelContext, type PricingModel } from './models/common';
import {
  LINE_KEYS,
  type Catalogue,
  type Config,
  type FieldType,
  type Issue,
  type LadderResult,
  type LadderRow,
  type LineKey,
  type OptionItem,
  type PriceResult,
  type ProductDef,
  type Quote,
  type Scalar,
  type TurnaroundKey,
  type TurnaroundSpec,
  type UiSchema,
  type ResolvedSchema,
  type ValidateFn,
  type ValidatorError,
  type PricingModelName,
  type CelProgram,
} from './types';

export interface ProductSummary {
  code: string;
  family: string;
  category: string;
  title: string;
  description?: string;
  image?: string;
  model: PricingModelName;
}

/** What the quote page needs to render a product (GET quote/schema). */
export interface QuoteSchema {
  code: string;
  family: string;
  category: string;
  title: string;
  description?: string;
  image?: string;
  schema: ResolvedSchema;
  ui: UiSchema;
  /** Option items per option field, in enum order; disabled items stay listed (shown greyed out). */
  options: Record<string, OptionItem[]>;
  quantities: number[];
  turnaround: TurnaroundSpec;
  /** The default configuration (every field filled). */
  defaults: Config;
}

export interface QuoteEngine {
  listProducts(): ProductSummary[];
  getProduct(code: string): ProductDef | undefined;
  getSchema(code: string): QuoteSchema | undefined;
  /** Issues (errors and warnings) of a configuration; an unknown product yields one issue on field "code". */
  validate(code: string, config: unknown): Issue[];
  price(code: string, config: unknown): PriceResult;
  /** Prices the configuration at every step of the product's quantity ladder. */
  ladder(code: string, config: unknown): LadderResult;
  /**
   * price() and ladder() of one configuration in one go, equal to calling both: the ladder reuses the price points
   * the price already worked out (the same anchors of the same configuration), so a quote page's answer costs about
   * one walk over the anchors instead of two.
   */
  quote(code: string, config: unknown): { price: PriceResult; ladder: LadderResult };
  /**
   * The fields shown for this configuration, in schema order: those without an `x-visible` condition and those whose
   * condition holds. A hidden field is not chosen: validate and price use its default and raise no issue on it.
   * (Fields the x-ui hides — width/height under a size preset — are listed: that is layout, not a condition.)
   */
  visibleFields(code: string, config: unknown): string[];
}

interface CompiledRule {
  program: CelProgram;
  params: [string, CelProgram][];
  field: string;
  message: string;
  severity: Issue['severity'];
  fix?: Record<string, Scalar>;
  goto?: string;
}

interface Compiled {
  def: ProductDef;
  fieldNames: string[];
  /** Builds the rule activation from (config, derived). */
  activation: (...sources: Record<string, Scalar>[]) => Record<string, Scalar>;
  model: PricingModel;
  ctx: ModelContext;
  validator: ValidateFn;
  fieldTypes: Record<string, FieldType>;
  defaults: Config;
  /** field → value → option (for option fields). */
  options: Map<string, Map<string, OptionItem>>;
  variables: CelVariables;
  rules: CompiledRule[];
  /** x-visible conditions in evaluation order (a condition sees fields hidden before it at their default). */
  conditions: { field: string; program: CelProgram }[];
  /** Builds the activation of conditions from the configuration alone. */
  fieldActivation: (...sources: Record<string, Scalar>[]) => Record<string, Scalar>;
  minQuantity: number;
  maxQuantity: number;
  anchors: number[];
}

/** `config`: every field (hidden ones at their default), what the models price; `shown`: without the hidden fields. */
type Checked = { issues: Issue[]; config: Config | null; shown: Config | null; derived: Record<string, Scalar> };

const VAT_FACTOR = 1 + VAT_RATE_BP / 10000;

/**
 * Drops floating-point noise before rounding to whole fils: a unit price of exactly 15361.5 fils must round the same
 * way at every quantity, not up at one and down at the next (which would make the unit price rise).
 */
function denoise(fils: number): number {
  return Math.round(fils * 1e6) / 1e6;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownProduct(code: string): Issue {
  return { field: 'code', message: 'quote.error.unknown_product', params: { code: String(code) }, severity: 'error' };
}

function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

/** ajv errors → issues naming the field (configurations are flat, so the field is the first pointer segment). */
function validatorIssues(errors: readonly ValidatorError[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const fromPath = error.instancePath.split('/')[1] ?? '';
    let field = fromPath;
    let message = 'quote.error.invalid';
    const params: Record<string, Scalar> = {};
    const p = error.params;
    switch (error.keyword) {
      case 'required':
        field = String(p['missingProperty'] ?? fromPath);
        message = 'quote.error.required';
        break;
      case 'additionalProperties':
        field = String(p['additionalProperty'] ?? fromPath);
        message = 'quote.error.unknown_field';
        break;
      case 'type':
        message = 'quote.error.type';
        params['type'] = String(p['type']);
        break;
      case 'enum':
        message = 'quote.error.not_an_option';
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        message = 'quote.error.minimum';
        params['limit'] = Number(p['limit']);
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        message = 'quote.error.maximum';
        params['limit'] = Number(p['limit']);
        break;
      case 'multipleOf':
        message = 'quote.error.multiple_of';
        params['multiple'] = Number(p['multipleOf']);
        break;
    }
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ field, message, params, severity: 'error' });
  }
  return issues;
}

/** The pricing models an engine can use, by name (all six: ./models MODELS; the browser loads just the one it needs). */
export type PricingModels = Partial<Record<PricingModelName, PricingModel>>;

/**
 * The engine over a catalogue and the pricing models its products use. (./index binds all six models:
 * `createQuoteEngine(catalogue)`; ./lazy loads one product with its one model.) A product whose model is missing is
 * unknown to the engine.
 */
export function createQuoteEngine(catalogue: Catalogue, models: PricingModels): QuoteEngine {
  const compiled = new Map<string, Compiled>();

  function compile(code: string): Compiled | undefined {
    const cached = compiled.get(code);
    if (cached) return cached;
    if (!Object.hasOwn(catalogue.products, code)) return undefined;
    const def = catalogue.products[code];
    const validator = catalogue.validators[code];
    const programs = Object.hasOwn(catalogue.programs, code) ? catalogue.programs[code] : undefined;
    const model = def ? models[def.pricing.model] : undefined;
    if (!def || !validator || !programs || !model) return undefined;
    // Codegen compiled every CEL expression of the product to a function, keyed by its source.
    const program = (expression: string): CelProgram => {
      const found = Object.hasOwn(programs, expression) ? programs[expression] : undefined;
      if (!found) throw new Error(`quote engine: ${code} has no compiled program for ${JSON.stringify(expression)} — run \`npm run codegen\``);
      return found;
    };

    const fieldTypes: Record<string, FieldType> = {};
    const defaults: Config = {};
    const options = new Map<string, Map<string, OptionItem>>();
    const fieldVariables: CelVariables = {};
    for (const [name, property] of Object.entries(def.schema.properties)) {
      fieldTypes[name] = property.type;
      fieldVariables[name] = celTypeOf(property.type);
      if (property.default !== undefined) defaults[name] = property.default;
      const list = property['x-options'];
      if (list) options.set(name, new Map((catalogue.options[list] ?? []).map((item) => [item.value, item])));
    }
    const fieldActivation = activationBuilder(fieldVariables);
    const ctx: ModelContext = {
      product: def,
      books: catalogue.books,
      option: (field, value) => (typeof value === 'string' ? options.get(field)?.get(value) : undefined),
      condition(expression, config) {
        try {
          return program(expression)(fieldActivation(config)) === true;
        } catch {
          return false;
        }
      },
    };
    const variables: CelVariables = { ...model.derivedTypes(def), ...fieldVariables };
    const rules: CompiledRule[] = def.rules.map((rule) => ({
      program: program(rule.rule),
      params: Object.entries(rule.params).map(([name, expression]) => [name, program(expression)]),
      field: rule.field,
      message: rule.message,
      severity: rule.severity,
      ...(rule.fix ? { fix: rule.fix } : {}),
      ...(rule.goto ? { goto: rule.goto } : {}),
    }));
    const conditions = def.visibility.map((field) => {
      const condition = def.schema.properties[field]?.['x-visible'];
      if (condition === undefined) throw new Error(`quote engine: ${code} lists ${field} among its conditional fields, but it has no x-visible`);
      return { field, program: program(condition) };
    });
    const quantity = def.schema.properties['quantity'];
    const minQuantity = quantity?.minimum ?? def.quantities[0] ?? 1;
    const maxQuantity = quantity?.maximum ?? def.quantities[def.quantities.length - 1] ?? minQuantity;
    const entry: Compiled = {
      def,
      fieldNames: Object.keys(fieldTypes),
      activation: activationBuilder(variables),
      model,
      ctx,
      validator,
      fieldTypes,
      defaults,
      options,
      variables,
      rules,
      conditions,
      fieldActivation,
      minQuantity,
      maxQuantity,
      anchors: anchorQuantities(minQuantity, maxQuantity, def.quantities),
    };
    compiled.set(code, entry);
    return entry;
  }

  /** Defaults filled in; a `size` preset fills width_mm/height_mm (custom sizes keep what the shopper typed). */
  function normalize(c: Compiled, input: Record<string, unknown>): Record<string, unknown> {
    const config: Record<string, unknown> = {};
    for (const name of c.fieldNames) {
      const value = input[name] ?? c.defaults[name];
      if (value !== undefined) config[name] = value;
    }
    // Unknown keys stay (as own properties, even "__proto__"), so the validator can name them.
    for (const key of Object.keys(input)) {
      if (Object.hasOwn(c.fieldTypes, key) || input[key] === undefined) continue;
      Object.defineProperty(config, key, { value: input[key], enumerable: true, writable: true, configurable: true });
    }
    expandPreset(c, config);
    return config;
  }

  /** A `size` preset fills width_mm/height_mm; true when it did. */
  function expandPreset(c: Compiled, config: Record<string, unknown>): boolean {
    const preset = c.options.get('size')?.get(typeof config['size'] === 'string' ? config['size'] : '');
    const w = preset?.data?.['width_mm'];
    const h = preset?.data?.['height_mm'];
    if (typeof w !== 'number' || typeof h !== 'number') return false;
    config['width_mm'] = w;
    config['height_mm'] = h;
    return true;
  }

  function hasType(c: Compiled, field: string, value: unknown): value is Scalar {
    switch (c.fieldTypes[field]) {
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'string':
        return typeof value === 'string';
      case 'boolean':
        return typeof value === 'boolean';
      default:
        return false;
    }
  }

  /**
   * Evaluates the x-visible conditions over a normalized configuration and resets every hidden field to its default
   * (in place); returns the hidden fields. Conditions see values of the wrong type at their default (the validator
   * reports such a value when its field is shown), and fields hidden before them at their default.
   */
  function hideFields(c: Compiled, config: Record<string, unknown>): string[] {
    if (c.conditions.length === 0) return [];
    const typed: Record<string, Scalar> = {};
    for (const name of c.fieldNames) {
      const value = config[name];
      const fallback = c.defaults[name];
      if (hasType(c, name, value)) typed[name] = value;
      else if (fallback !== undefined) typed[name] = fallback;
    }
    const activation = c.fieldActivation(typed);
    const hidden: string[] = [];
    for (const { field, program } of c.conditions) {
      let shown: boolean;
      try {
        shown = program(activation) === true;
      } catch {
        shown = true; // a condition that cannot be evaluated shows its field
      }
      if (shown) continue;
      hidden.push(field);
      const fallback = c.defaults[field];
      if (fallback === undefined) continue;
      config[field] = fallback;
      activation[field] = fallback;
    }
    return hidden;
  }

  function runRules(c: Compiled, config: Config, derived: Record<string, Scalar>): Issue[] {
    const activation = c.activation(config, derived);
    const issues: Issue[] = [];
    for (const rule of c.rules) {
      let holds: boolean;
      try {
        holds = rule.program(activation) === true;
      } catch {
        holds = false; // fail closed: a rule that cannot be evaluated does not hold
      }
      if (holds) continue;
      const params: Record<string, Scalar> = {};
      for (const [name, program] of rule.params) {
        try {
          params[name] = fromCel(program(activation));
        } catch {
          params[name] = '';
        }
      }
      issues.push({
        field: rule.field,
        message: rule.message,
        params,
        severity: rule.severity,
        ...(rule.fix ? { fix: rule.fix } : {}),
        ...(rule.goto ? { goto: rule.goto } : {}),
      });
    }
    return issues;
  }

  /**
   * `feasibility`: also prove the model can produce it (validate() needs this so "accepted ⇒ prices" holds on its
   * own; price() skips it because pricing itself finds out, and it is the hot path).
   */
  function check(c: Compiled, input: unknown, feasibility = true): Checked {
    if (!isPlainObject(input)) {
      return { issues: [{ field: '', message: 'quote.error.not_an_object', params: {}, severity: 'error' }], config: null, shown: null, derived: {} };
    }
    const candidate = normalize(c, input);
    const hidden = hideFields(c, candidate);
    // Hidden fields are not chosen; width/height a size preset fills are the preset's, not ignored.
    const ignored = hidden.length > 0 && expandPreset(c, candidate) ? hidden.filter((f) => f !== 'width_mm' && f !== 'height_mm') : hidden;
    if (!c.validator(candidate)) return { issues: validatorIssues(c.validator.errors ?? []), config: null, shown: null, derived: {} };
    // The validator proved every field is a scalar of the declared type.
    const config = candidate as Config;
    let shown = config;
    if (ignored.length > 0) {
      shown = { ...config };
      for (const field of ignored) delete shown[field];
    }
    const issues: Issue[] = [];
    for (const [field, items] of c.options) {
      const value = config[field];
      const item = typeof value === 'string' ? items.get(value) : undefined;
      if (item?.disabled) issues.push({ field, message: 'quote.error.option_disabled', params: { option: item.label }, severity: 'error' });
    }
    const derived = c.model.derive(c.ctx, config);
    const ruleIssues = runRules(c, config, derived);
    issues.push(...(ignored.length > 0 ? ruleIssues.filter((issue) => !ignored.includes(issue.field)) : ruleIssues));
    // Product rules speak first; the model's own feasibility check is the safety net behind them.
    if (!hasErrors(issues)) issues.push(...c.model.check(c.ctx, config));
    if (feasibility && !hasErrors(issues) && c.model.produce(c.ctx, config, Number(config['quantity'])).length === 0) {
      issues.push({ field: 'quantity', message: 'quote.error.cannot_price', params: {}, severity: 'error' });
    }
    return { issues, config, shown, derived };
  }

  function rawAt(c: Compiled, config: Config, turnaround: TurnaroundKey, quantity: number): PricePoint | null {
    const multiplier = catalogue.books.turnaround.options[turnaround].multiplier;
    let best: PricePoint | null = null;
    for (const production of c.model.produce(c.ctx, config, quantity)) {
      const lines: Partial<Record<LineKey, number>> = { ...production.lines };
      let inHouse = 0;
      for (const value of Object.values(lines)) inHouse += value;
      const topUp = Math.max(0, production.minCharge - inHouse);
      if (topUp > 0) lines.minimum_charge = topUp;
      const rush = (inHouse + topUp) * (multiplier - 1);
      if (rush !== 0) lines.turnaround = rush;
      if (production.hardware > 0) lines.hardware = (lines.hardware ?? 0) + production.hardware;
      const total = inHouse + topUp + rush + production.hardware;
      if (best === null || total < best.total) {
        best = { quantity, lines, total, process: production.process, extraDays: production.extraDays };
      }
    }
    return best;
  }

  function anchorsFor(c: Compiled, config: Config): number[] {
    const breaks = c.model.anchors?.(c.ctx, config);
    return breaks && breaks.length > 0 ? anchorQuantities(c.minQuantity, c.maxQuantity, c.def.quantities, breaks) : c.anchors;
  }

  function productionDays(c: Compiled, turnaround: TurnaroundKey, extraDays: number): number {
    const option = catalogue.books.turnaround.options[turnaround];
    const standard = c.def.turnaround.standard_days + extraDays;
    if (option.days_fixed !== undefined) return option.days_fixed;
    if (option.days_factor !== undefined) return Math.max(1, Math.ceil(standard * option.days_factor));
    return standard + (option.days_add ?? 0);
  }

  /** `shown`: the configuration as the shopper chose it (hidden fields left out), for the quote. */
  function quoteAt(c: Compiled, config: Config, shown: Config, derived: Record<string, Scalar>, point: PricePoint): Quote {
    const quantity = point.quantity;
    const keys = LINE_KEYS.filter((key) => point.lines[key] !== undefined);
    const subtotal = roundFils(denoise(point.total));
    const amounts = allocateFils(
      keys.map((key) => point.lines[key] ?? 0),
      subtotal,
    );
    const lines = keys.map((key, i) => ({ key, amount_fils: amounts[i] ?? 0 })).filter((line) => line.amount_fils !== 0);
    const vat = vatFils(subtotal);
    const turnaround = turnaroundOf(config);
    const billableQuantity = typeof derived['billable_quantity'] === 'number' ? derived['billable_quantity'] : quantity;
    // AREA bills at least 1 m²; 0 means no area is charged (a KIT whose AREA parts are all off).
    const billableArea = typeof derived['billable_area_m2'] === 'number' && derived['billable_area_m2'] > 0 ? derived['billable_area_m2'] : null;
    return {
      code: c.def.code,
      quantity,
      config: shown,
      lines,
      subtotal_fils: subtotal,
      vat_fils: vat,
      total_fils: subtotal + vat,
      unit_price_fils: roundFils(denoise((point.total * VAT_FACTOR) / quantity)),
      turnaround,
      production_days: productionDays(c, turnaround, point.extraDays),
      process: point.process,
      billable_quantity: billableQuantity,
      billable_area_m2: billableArea === null ? null : Math.round(billableArea * 1000) / 1000,
      derived,
    };
  }

  /**
   * Raw price points of one configuration by quantity, shared by the calls of one quote(): a point depends on the
   * configuration apart from its quantity (the model is given the quantity to produce), so they are kept for as
   * long as that stays the same.
   */
  interface RawPoints {
    key: string | null;
    points: Map<number, PricePoint | null>;
  }

  function newRawPoints(): RawPoints {
    return { key: null, points: new Map() };
  }

  function rawFor(c: Compiled, config: Config, shared: RawPoints): (quantity: number) => PricePoint | null {
    const key = JSON.stringify(Object.entries(config).filter(([field]) => field !== 'quantity').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (shared.key !== key) {
      shared.key = key;
      shared.points = new Map();
    }
    const turnaround = turnaroundOf(config);
    const { points } = shared;
    return (quantity) => {
      let point = points.get(quantity);
      if (point === undefined) {
        point = rawAt(c, config, turnaround, quantity);
        points.set(quantity, point);
      }
      return point;
    };
  }

  function priceChecked(c: Compiled, config: Config, shown: Config, derived: Record<string, Scalar>, shared: RawPoints): Quote | null {
    const quantity = Number(config['quantity']);
    const point = envelopeAt(anchorsFor(c, config), rawFor(c, config, shared), quantity);
    return point ? quoteAt(c, config, shown, derived, point) : null;
  }

  function priceWith(c: Compiled, config: unknown, shared: RawPoints): PriceResult {
    const checked = check(c, config, false);
    if (!checked.config || !checked.shown || hasErrors(checked.issues)) return { ok: false, error: 'invalid_config', issues: checked.issues };
    const quote = priceChecked(c, checked.config, checked.shown, checked.derived, shared);
    if (!quote) {
      return { ok: false, error: 'invalid_config', issues: [{ field: 'quantity', message: 'quote.error.cannot_price', params: {}, severity: 'error' }] };
    }
    return { ok: true, quote, issues: checked.issues };
  }

  function ladderWith(c: Compiled, config: unknown, shared: RawPoints): LadderResult {
    if (!isPlainObject(config)) return { ok: false, error: 'invalid_config', issues: check(c, config).issues };
    // Rules may depend on the quantity, so each step is checked; the steps differ only in quantity, so one walk
    // over the anchors prices them all.
    const steps = c.def.quantities.map((quantity) => ({ quantity, checked: check(c, { ...config, quantity }, false) }));
    const valid = steps.find((step) => step.checked.config && !hasErrors(step.checked.issues))?.checked.config ?? null;
    const points = valid ? envelopeEach(anchorsFor(c, valid), rawFor(c, valid, shared), c.def.quantities) : c.def.quantities.map(() => null);
    const rows: LadderRow[] = steps.map(({ quantity, checked }, i) => {
      const point = points[i];
      if (!checked.config || !checked.shown || hasErrors(checked.issues) || !point) {
        const issues = checked.issues.filter((issue) => issue.severity === 'error');
        return { quantity, available: false, subtotal_fils: 0, total_fils: 0, unit_price_fils: 0, issues };
      }
      const quote = quoteAt(c, checked.config, checked.shown, checked.derived, point);
      return {
        quantity,
        available: true,
        subtotal_fils: quote.subtotal_fils,
        total_fils: quote.total_fils,
        unit_price_fils: quote.unit_price_fils,
        issues: [],
      };
    });
    return { ok: true, rows };
  }

  return {
    listProducts() {
      return Object.values(catalogue.products)
        .map((def) => ({
          code: def.code,
          family: def.family,
          category: def.category,
          title: def.title,
          ...(def.description !== undefined ? { description: def.description } : {}),
          ...(def.image !== undefined ? { image: def.image } : {}),
          model: def.pricing.model,
        }))
        .sort((a, b) => a.code.localeCompare(b.code));
    },

    getProduct(code) {
      return compile(code)?.def;
    },

    getSchema(code) {
      const c = compile(code);
      if (!c) return undefined;
      const options: Record<string, OptionItem[]> = {};
      for (const [field, property] of Object.entries(c.def.schema.properties)) {
        const items = c.options.get(field);
        if (!items || !property.enum) continue;
        options[field] = property.enum.flatMap((value) => {
          const item = items.get(String(value));
          return item ? [item] : [];
        });
      }
      const normalized = normalize(c, {});
      const defaults: Config = {};
      for (const [key, value] of Object.entries(normalized)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') defaults[key] = value;
      }
      return {
        code: c.def.code,
        family: c.def.family,
        category: c.def.category,
        title: c.def.title,
        ...(c.def.description !== undefined ? { description: c.def.description } : {}),
        ...(c.def.image !== undefined ? { image: c.def.image } : {}),
        schema: c.def.schema,
        ui: c.def.ui,
        options,
        quantities: c.def.quantities,
        turnaround: c.def.turnaround,
        defaults,
      };
    },

    validate(code, config) {
      const c = compile(code);
      if (!c) return [unknownProduct(code)];
      return check(c, config).issues;
    },

    price(code, config) {
      const c = compile(code);
      if (!c) return { ok: false, error: 'unknown_product', issues: [unknownProduct(code)] };
      return priceWith(c, config, newRawPoints());
    },

    visibleFields(code, config) {
      const c = compile(code);
      if (!c) return [];
      if (c.conditions.length === 0) return [...c.fieldNames];
      const hidden = hideFields(c, normalize(c, isPlainObject(config) ? config : {}));
      return c.fieldNames.filter((field) => !hidden.includes(field));
    },

    ladder(code, config) {
      const c = compile(code);
      if (!c) return { ok: false, error: 'unknown_product', issues: [unknownProduct(code)] };
      return ladderWith(c, config, newRawPoints());
    },

    quote(code, config) {
      const c = compile(code);
      if (!c) {
        const issues = [unknownProduct(code)];
        return { price: { ok: false, error: 'unknown_product', issues }, ladder: { ok: false, error: 'unknown_product', issues } };
      }
      const shared = newRawPoints();
      return { price: priceWith(c, config, shared), ladder: ladderWith(c, config, shared) };
    },
  };
}
