/**
 * The key options of a cart or order line, as label/value text: "Paper: Matt art paper 350 gsm". A line's config is
 * field → value; field names are `quote.field.<name>` keys and choice values are keys of the option lists
 * (`quote.option.<list>.<value>`) in the quote dictionaries.
 */
import type { components } from '../../generated/shop-api';

type QuoteConfig = components['schemas']['QuoteConfig'];
type Scalar = components['schemas']['Scalar'];

/** The option list a field's values come from (a field not listed is looked up in every list). */
const FIELD_LISTS: Record<string, string> = {
  stock: 'stocks',
  cover_stock: 'stocks',
  colours: 'colours',
  cover_colours: 'colours',
  lamination: 'laminating-types',
  cover_lamination: 'laminating-types',
  spot_uv: 'uv-colours',
  foil: 'foil-colours',
  die_cut: 'die-cut-types',
  binding: 'binding-types',
  fold: 'fold-types',
  numbering: 'numbering',
  adhesive: 'adhesive-backing',
  magnetic_strip: 'magnetic-strip',
  barcode: 'barcode-types',
  ribbon: 'ribbon-colours',
  ply: 'ncr-plies',
  edge: 'banner-edges',
  material: 'lf-materials',
  turnaround: 'turnaround',
};

/** Values that mean "nothing chosen": not worth a line in a summary. */
const EMPTY_VALUES = new Set<Scalar>([false, 'none', '', 'no']);

export interface OptionText {
  field: string;
  label: string;
  value: string;
}

export interface OptionTranslator {
  /** `quote.option` of the loaded dictionary: list name → value → label. */
  lists: Record<string, unknown> | undefined;
  t(key: string): string;
  has(key: string): boolean;
  yes: string;
}

function optionLabel(field: string, value: string, tr: OptionTranslator): string | null {
  const lists = tr.lists ?? {};
  const preferred = FIELD_LISTS[field] ?? (field === 'size' ? Object.keys(lists).find((name) => name.startsWith('sizes-') && hasKey(lists[name], value)) : undefined);
  const names = preferred ? [preferred, ...Object.keys(lists)] : Object.keys(lists);
  for (const name of names) {
    const list = lists[name];
    if (hasKey(list, value)) return tr.t(`quote.option.${name}.${value}`);
  }
  return null;
}

function hasKey(list: unknown, key: string): boolean {
  return typeof list === 'object' && list !== null && typeof (list as Record<string, unknown>)[key] === 'string';
}

/** Label/value pairs of a configuration, quantity excluded (shown on its own), empty choices skipped. */
export function describeConfig(config: QuoteConfig, tr: OptionTranslator): OptionText[] {
  const presetSize = typeof config['size'] === 'string' && config['size'] !== 'custom';
  const out: OptionText[] = [];
  for (const [field, raw] of Object.entries(config)) {
    if (field === 'quantity' || EMPTY_VALUES.has(raw)) continue;
    // A preset size already says the dimensions.
    if (presetSize && (field === 'width_mm' || field === 'height_mm')) continue;
    const labelKey = `quote.field.${field}`;
    const label = tr.has(labelKey) ? tr.t(labelKey) : field;
    const value = raw === true ? tr.yes : typeof raw === 'string' ? (optionLabel(field, raw, tr) ?? raw) : String(raw);
    out.push({ field, label, value });
  }
  return out;
}
