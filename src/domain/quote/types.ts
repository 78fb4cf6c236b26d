/**
 * Types of the quote DSL as the engine sees it: a product definition resolved by codegen from
 * `schemas/products/<code>.json`, the option lists, the price books, and what validate/price/ladder return.
 */

/** A value of one configuration field. Configurations are flat objects (one field vocabulary, schemas/fields.json). */
export type Scalar = string | number | boolean;
export type Config = Record<string, Scalar>;

export type FieldType = 'integer' | 'number' | 'string' | 'boolean';
/** CEL types used by rules: JSON integer → int, number → double. */
export type CelType = 'int' | 'double' | 'string' | 'bool';

export type Severity = 'error' | 'warning';

/** One thing wrong with (or worth knowing about) a configuration. */
export interface Issue {
  /** Top-level field the shopper should look at ('' only when the configuration is not an object at all). */
  field: string;
  /** i18n key, e.g. `quote.rule.saddle_max_pages`; `params` fill its `{{placeholders}}`. */
  message: string;
  params: Record<string, Scalar>;
  severity: Severity;
  /** Machine-readable suggestion: set these fields to these values (the quote page offers a "switch" button). */
  fix?: Record<string, Scalar>;
  /** Suggested other product code (e.g. labels for very small items). */
  goto?: string;
}

export interface OptionItem {
  value: string;
  /** i18n key */
  label: string;
  disabled?: boolean;
  image?: string;
  /** Facts the pricing models read: a size's width_mm/height_mm, colours' front/back, a fold's folds, a ply count. */
  data?: Record<string, Scalar>;
}

export type TurnaroundKey = 'economy' | 'standard' | 'express' | 'next_day' | 'same_day';
export const TURNAROUND_KEYS: readonly TurnaroundKey[] = ['economy', 'standard', 'express', 'next_day', 'same_day'];

export type PricingModelName = 'SHEET' | 'AREA' | 'BOOK' | 'BOX' | 'UNIT' | 'KIT';
export const PRICING_MODELS: readonly PricingModelName[] = ['SHEET', 'AREA', 'BOOK', 'BOX', 'UNIT', 'KIT'];

export type BoxStyle = 'tuck_end' | 'crash_lock' | 'rsc' | 'mailer' | 'rigid' | 'drawer' | 'paper_bag';
export const BOX_STYLES: readonly BoxStyle[] = ['tuck_end', 'crash_lock', 'rsc', 'mailer', 'rigid', 'drawer', 'paper_bag'];

/** `x-pricing` of a product file. Money in product files and price books is in AED (decimals allowed). */
export type PricingParams =
  | SheetPricing
  | AreaPricing
  | BookPricing
  | BoxPricing
  | UnitPricing
  | KitPricing;

interface PricingBase {
  /** Overrides the price book's minimum charge (AED). */
  min_charge?: number;
}
export interface SheetPricing extends PricingBase {
  model: 'SHEET';
  /** Presses from pricing/press.json to try; the cheapest allowed one wins. */
  processes: string[];
  /** Pads and NCR books: the quantity counts books of `sets_per_book` sets, each ply printed on `stock`. */
  pad?: { sets_per_book: number; stock: string };
}
export interface AreaPricing extends PricingBase {
  model: 'AREA';
}
export interface BookPricing extends PricingBase {
  model: 'BOOK';
  processes: string[];
}
export interface BoxPricing extends PricingBase {
  model: 'BOX';
  style: BoxStyle;
  processes: string[];
}
export interface UnitPricing extends PricingBase {
  model: 'UNIT';
  /** Item key in pricing/unit.json; `{field}` placeholders are filled from the configuration, e.g. `rollup_stand_{size}`. */
  item: string;
  /** Fields whose value adds a per-unit price and/or setup from pricing/unit.json `adders`. */
  adders?: string[];
}
export interface KitPart {
  /** Name of the part, for the breakdown and error messages. */
  key: string;
  model: 'AREA' | 'UNIT';
  /** UNIT parts: item key (placeholders allowed). */
  item?: string;
  adders?: string[];
  /** Units of this part per kit (default 1). */
  per_kit?: number;
  /** CEL condition over the configuration; the part is included only when it holds. */
  when?: string;
}
export interface KitPricing extends PricingBase {
  model: 'KIT';
  parts: KitPart[];
}

/** One `x-rules` entry: `rule` must hold; when it does not, the issue `message` is raised. */
export interface RuleDef {
  rule: string;
  message: string;
  /** Field the issue points at; codegen fills it with the first configuration field the rule mentions. */
  field: string;
  severity: Severity;
  /** Message parameters: name → CEL expression. */
  params: Record<string, string>;
  fix?: Record<string, Scalar>;
  goto?: string;
}

export interface TurnaroundSpec {
  options: TurnaroundKey[];
  default: TurnaroundKey;
  /** Working days at standard turnaround; the press book may add days (offset). */
  standard_days: number;
}

/**
 * Annotation keywords left in the schema getSchema() serves (for widgets). A client that compiles that schema with
 * ajv in strict mode must register them: `ajv.addVocabulary([...SCHEMA_ANNOTATIONS])`.
 */
export const SCHEMA_ANNOTATIONS = ['x-options', 'x-visible'] as const;

/** A JSON Schema property after codegen resolved it (option-list `$ref` → `enum` + `x-options`). */
export interface ResolvedProperty {
  type: FieldType;
  title: string;
  description?: string;
  default?: Scalar;
  enum?: Scalar[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  /** Name of the option list in `schemas/options/` the enum came from. */
  'x-options'?: string;
  /**
   * CEL condition over the configuration's fields: the field is shown (and chosen) only while it holds; while hidden
   * its value is its default and no issue is raised on it. Absent: always shown.
   */
  'x-visible'?: string;
}

export interface ResolvedSchema {
  $schema: 'https://json-schema.org/draft/2020-12/schema';
  type: 'object';
  title: string;
  additionalProperties: false;
  required: string[];
  properties: Record<string, ResolvedProperty>;
}

/** rjsf uiSchema vocabulary (`ui:order`, `ui:widget`, `ui:options`, …), passed through to the renderer. */
export type UiSchema = Record<string, unknown>;

/** A product (quote page) as codegen emits it into the registry. */
export interface ProductDef {
  code: string;
  family: string;
  category: string;
  /** i18n keys */
  title: string;
  description?: string;
  image?: string;
  schema: ResolvedSchema;
  rules: RuleDef[];
  /**
   * The fields that have an `x-visible` condition, in the order their conditions are evaluated: a condition reads
   * fields decided before it (codegen orders them by what each condition's syntax tree reads).
   */
  visibility: string[];
  pricing: PricingParams;
  /** The quantity ladder ("quotation scheme"). */
  quantities: number[];
  turnaround: TurnaroundSpec;
  ui: UiSchema;
}

/** The data half of a catalogue: what codegen serialises into src/generated/quote/catalogue.ts. */
export interface CatalogueData {
  products: Record<string, ProductDef>;
  options: Record<string, OptionItem[]>;
  books: PriceBooks;
}

/** The structural bits of an ajv error the engine reads. */
export interface ValidatorError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}
export interface ValidateFn {
  (data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

/** A compiled CEL expression: the variables (fields and derived values) → its value. Throws where CEL errors. */
export type CelProgram = (vars: Readonly<Record<string, Scalar>>) => Scalar;
/** A product's CEL expressions (rules, params, x-visible, KIT `when`) compiled to JavaScript, keyed by their source. */
export type CelPrograms = Readonly<Record<string, CelProgram>>;

/** One product as codegen emits it for on-demand loading (src/generated/quote/products/<code>.ts). */
export interface ProductModule {
  def: ProductDef;
  /** The option lists this product's fields use. */
  options: Record<string, OptionItem[]>;
  validate: ValidateFn;
  programs: CelPrograms;
  /** This product's share of the books split by product (models/books.ts PRODUCT_BOOKS), e.g. its UNIT items. */
  books: Partial<PriceBooks>;
}

/** Everything the engine needs: data plus, per product, a validator and the compiled expressions (precompiled, or compiled in tests). */
export interface Catalogue extends CatalogueData {
  validators: Record<string, ValidateFn>;
  programs: Record<string, CelPrograms>;
}

// ---------------------------------------------------------------------------------------------------------------
// Price books (schemas/pricing/*.json). Money in AED; the engine converts to fils.

export interface Markup {
  /** Markup at the first step of the product's quantity ladder … */
  first: number;
  /** … falling (log-linearly in quantity) to this at the last step. */
  last: number;
}

export interface Stock {
  gsm: number;
  kind: 'coated' | 'uncoated' | 'textured' | 'board' | 'ncr' | 'synthetic';
  aed_per_kg: number;
  /** Caliper in µm; when absent, `caliper_um_per_gsm[kind]` × gsm. */
  caliper_um?: number;
}
export interface PaperBook {
  book: 'paper';
  caliper_um_per_gsm: Record<Stock['kind'], number>;
  stocks: Record<string, Stock>;
}

export interface Press {
  sheet_w_mm: number;
  sheet_h_mm: number;
  /** Gripper and margins: usable = sheet − margin. */
  margin_w_mm: number;
  margin_h_mm: number;
  bleed_mm: number;
  waste: number;
  makeready_sheets: number;
  /** Per sheet per printed side. */
  click_colour: number;
  click_mono: number;
  plate_per_colour: number;
  makeready_fee: number;
  run_per_impression: number;
  /** Can print Pantone (spot) colours. */
  pantone: boolean;
  min_charge: number;
  markup: Markup;
  extra_days: number;
  turnarounds: TurnaroundKey[];
}
export interface PressBook {
  book: 'press';
  processes: Record<string, Press>;
}

export type FinishingUnit = 'sheet' | 'sheet_side' | 'piece' | 'fold' | 'number';
export interface Finishing {
  setup: number;
  rate: number;
  per: FinishingUnit;
  /** Per option value: extra setup (a die) and/or a factor on the rate. Every selectable value must be listed. */
  values?: Record<string, { setup?: number; factor?: number }>;
  /** Crease: added automatically to folds from this stock weight (catalogue: "crease from 170 gsm"). */
  auto_from_gsm?: number;
  /** On this press the work is done differently (digital die-cut = plotter, no die): replaces setup/rate/per/values. */
  by_process?: Record<string, { setup: number; rate: number; per?: FinishingUnit; values?: Finishing['values'] }>;
}
export interface FinishingBook {
  book: 'finishing';
  items: Record<string, Finishing>;
  pad: { collate_per_book: number; cover_per_book: number };
}

export interface BindingMethod {
  setup: number;
  per_copy: number;
  per_section?: number;
  section_pages?: number;
  /** Hardcover boards, added twice to the spine. */
  board_mm?: number;
}
export interface BindingBook {
  book: 'binding';
  methods: Record<string, BindingMethod>;
  markup: Markup;
}

export interface LargeFormatMaterial {
  /** AED per m² */
  rate: number;
  /** Roll goods: wider items are split into panels and seamed. */
  roll_width_mm?: number;
  /** Rigid boards cannot be split: larger items are rejected. */
  max_w_mm?: number;
  max_h_mm?: number;
}
export interface LargeFormatBook {
  book: 'large-format';
  materials: Record<string, LargeFormatMaterial>;
  /** Billable area minimum (m², catalogue: 1 m² per order line). */
  min_area_m2: number;
  tiers: { from_m2: number; factor: number }[];
  edges: Record<string, { per_m: number }>;
  lamination: { per_m2: number; values: Record<string, { factor?: number }> };
  contour_cut: { per_m: number };
  seam: { per_m: number };
  grommet_spacing_m: number;
  min_charge: number;
}

export interface UnitItem {
  /** print: made in-house (turnaround applies); hardware: bought in (turnaround does not apply). */
  kind: 'print' | 'hardware';
  /** Quantities are rounded up to a whole number of packs. */
  pack: number;
  /** [quantity, AED per unit] steps, ascending. */
  ladder: [number, number][];
  setup: number;
  /** field → option value → factor on the unit price. Every selectable value must be listed. */
  factors?: Record<string, Record<string, number>>;
}
export interface UnitBook {
  book: 'unit';
  items: Record<string, UnitItem>;
  /** field → option value → per-unit price and/or setup. */
  adders: Record<string, Record<string, { per_unit?: number; setup?: number }>>;
  min_charge: number;
}

export interface BoxBook {
  book: 'box';
  gutter_mm: number;
  die: { setup: number; per_m_rule: number; rule_factor: number };
  die_cut: { setup: number; per_sheet: number };
  gluing: { straight: { setup: number; per_box: number }; crash_lock: { setup: number; per_box: number } };
  window: { setup: number; per_box: number };
  insert: { per_box: number };
  rigid: { per_box: number; magnet: number };
  bag: { per_bag: number; handles_per_pair: number };
  min_charge: number;
  markup: Markup;
}

export interface TurnaroundOption {
  multiplier: number;
  /** days = standard + add, or ceil(standard × factor), or fixed. */
  days_add?: number;
  days_factor?: number;
  days_fixed?: number;
}
export interface TurnaroundBook {
  book: 'turnaround';
  options: Record<TurnaroundKey, TurnaroundOption>;
}

export interface PriceBooks {
  paper: PaperBook;
  press: PressBook;
  finishing: FinishingBook;
  binding: BindingBook;
  largeFormat: LargeFormatBook;
  unit: UnitBook;
  box: BoxBook;
  turnaround: TurnaroundBook;
}

/** Price-book file name (schemas/pricing/<file>.json) → key in PriceBooks. */
export const PRICE_BOOK_FILES = {
  paper: 'paper',
  press: 'press',
  finishing: 'finishing',
  binding: 'binding',
  'large-format': 'largeFormat',
  unit: 'unit',
  box: 'box',
  turnaround: 'turnaround',
} as const satisfies Record<string, keyof PriceBooks>;

// ---------------------------------------------------------------------------------------------------------------
// Results

/** Keys of the price breakdown; the quote page shows them as `quote.line.<key>`. */
export type LineKey =
  | 'paper'
  | 'print'
  | 'material'
  | 'finishing'
  | 'binding'
  | 'assembly'
  | 'hardware'
  | 'minimum_charge'
  | 'turnaround';
export const LINE_KEYS: readonly LineKey[] = [
  'paper',
  'print',
  'material',
  'finishing',
  'binding',
  'assembly',
  'hardware',
  'minimum_charge',
  'turnaround',
];

export interface QuoteLine {
  key: LineKey;
  amount_fils: number;
}

export interface Quote {
  code: string;
  quantity: number;
  /** The configuration that was priced: defaults filled in, size presets expanded. */
  config: Config;
  lines: QuoteLine[];
  subtotal_fils: number;
  vat_fils: number;
  total_fils: number;
  /** total_fils ÷ quantity (VAT included), rounded; never rises as the quantity grows. */
  unit_price_fils: number;
  turnaround: TurnaroundKey;
  production_days: number;
  /** Press that prices it ('digital' | 'offset'), when the model chooses one. */
  process: string | null;
  /** Units charged (UNIT: rounded up to whole packs). */
  billable_quantity: number;
  /** AREA/KIT: area charged, at least the 1 m² minimum. */
  billable_area_m2: number | null;
  /** Derived values the rules see (ups, sheets, spine_mm, …) for display. */
  derived: Record<string, Scalar>;
}

export type QuoteError = 'unknown_product' | 'invalid_config';

export type PriceResult =
  | { ok: true; quote: Quote; /** warnings only */ issues: Issue[] }
  | { ok: false; error: QuoteError; issues: Issue[] };

export interface LadderRow {
  quantity: number;
  available: boolean;
  subtotal_fils: number;
  total_fils: number;
  unit_price_fils: number;
  /** Errors at this quantity (e.g. same-day limits) when `available` is false. */
  issues: Issue[];
}

export type LadderResult = { ok: true; rows: LadderRow[] } | { ok: false; error: QuoteError; issues: Issue[] };
