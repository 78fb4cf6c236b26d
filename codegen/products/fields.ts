/**
 * The fields check of a product file: every field is in the shared vocabulary (schemas/fields.json) with its type,
 * choices come from an option list that exists (`$ref`, narrowed by `x-only`), numbers are bounded, every default is
 * a valid value; `turnaround` is added from `x-turnaround`; the quantity ladder lies within quantity's limits; size
 * presets fit the width/height limits. A field found broken is reported once, at its cause, and later checks that
 * would only repeat the symptom (the ladder, x-ui, the model's needs) skip it.
 */
import { basename } from 'node:path';
import { TURNAROUND_KEYS, type ResolvedProperty, type TurnaroundKey } from '../../src/domain/quote/types';
import type { ProductContext } from './raw';
import { closest } from './sources';
import { escapePointer } from './texts';

export interface ResolvedFields {
  properties: Record<string, ResolvedProperty>;
  required: Set<string>;
  /** Fields already reported broken. */
  broken: Set<string>;
  turnaroundOrder: TurnaroundKey[];
}

export function resolveFields(ctx: ProductContext): ResolvedFields {
  const { raw, problem, requireKey } = ctx;
  const broken = new Set<string>();
  const properties: Record<string, ResolvedProperty> = {};
  const required = new Set(raw.required ?? []);
  for (const name of required) {
    if (!(name in raw.properties)) problem('/required', `"${name}" is not a property`);
  }

  for (const [name, prop] of Object.entries(raw.properties)) {
    const pointer = `/properties/${escapePointer(name)}`;
    const expected = ctx.vocabulary.get(name);
    if (name === 'turnaround') {
      problem(pointer, 'do not declare "turnaround": codegen adds it from x-turnaround');
      continue;
    }
    if (!expected) {
      const meant = closest(name, ctx.vocabulary.keys());
      problem(pointer, `"${name}" is not in the field vocabulary (schemas/fields.json)${meant ? ` — did you mean "${meant}"?` : ''}`);
      broken.add(name);
      continue;
    }
    let resolved: ResolvedProperty;
    if (prop.$ref !== undefined) {
      const list = basename(prop.$ref, '.json');
      const items = ctx.optionLists[list];
      if (!items) {
        const names = Object.keys(ctx.optionLists).sort();
        const meant = closest(list, names);
        problem(`${pointer}/$ref`, `option list ${prop.$ref} not found in schemas/options/${meant ? ` — did you mean ../options/${meant}.json?` : ''} (known: ${names.join(', ')})`);
        broken.add(name);
        continue;
      }
      if (expected !== 'string') {
        problem(pointer, `"${name}" is a ${expected} in schemas/fields.json, but an option list gives a string`);
        broken.add(name);
        continue;
      }
      const values = items.map((item) => item.value);
      const only = prop['x-only'];
      let allowed = values;
      if (only) {
        only.forEach((value, index) => {
          if (!values.includes(value)) problem(`${pointer}/x-only/${index}`, `"${value}" is not in ${prop.$ref}`);
        });
        allowed = values.filter((value) => only.includes(value));
      }
      const selectable = allowed.filter((value) => !items.find((item) => item.value === value)?.disabled);
      if (typeof prop.default !== 'string' || !selectable.includes(prop.default)) {
        problem(`${pointer}/default`, `default must be one of the selectable values: ${selectable.join(', ')}`);
      }
      resolved = { type: 'string', title: prop.title ?? `quote.field.${name}`, enum: allowed, 'x-options': list };
      if (prop.default !== undefined) resolved.default = prop.default;
      for (const value of allowed) {
        const item = items.find((i) => i.value === value);
        if (item) requireKey(pointer, item.label);
      }
    } else {
      const type = prop.type ?? 'number';
      if (type !== expected) {
        problem(`${pointer}/type`, `"${name}" is a ${expected} in schemas/fields.json`);
        broken.add(name);
        continue;
      }
      resolved = { type, title: prop.title ?? `quote.field.${name}` };
      for (const keyword of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const) {
        const value = prop[keyword];
        if (value === undefined) continue;
        if (type === 'boolean') problem(`${pointer}/${keyword}`, `a boolean field cannot have ${keyword}`);
        resolved[keyword] = value;
      }
      if (prop.multipleOf !== undefined && type !== 'integer') problem(`${pointer}/multipleOf`, 'multipleOf only for integer fields');
      if (prop.enum) {
        if (type === 'boolean') problem(`${pointer}/enum`, 'a boolean field cannot have enum');
        if (type === 'integer' && prop.enum.some((v) => !Number.isInteger(v))) problem(`${pointer}/enum`, 'integer field: enum values must be integers');
        resolved.enum = prop.enum;
      }
      const low = prop.minimum ?? prop.exclusiveMinimum;
      const high = prop.maximum ?? prop.exclusiveMaximum;
      if (low !== undefined && high !== undefined && low > high) {
        // the cause, first and alone: its symptoms (default out of range, ladder steps outside) are not repeated
        problem(`${pointer}/${prop.minimum !== undefined ? 'minimum' : 'exclusiveMinimum'}`, `minimum ${low} is above maximum ${high}`);
        broken.add(name);
        if (prop.default !== undefined) resolved.default = prop.default;
      } else if (prop.default !== undefined) {
        const d = prop.default;
        const okType = type === 'boolean' ? typeof d === 'boolean' : typeof d === 'number' && (type === 'number' || Number.isInteger(d));
        const okRange =
          typeof d !== 'number' ||
          ((prop.minimum === undefined || d >= prop.minimum) &&
            (prop.maximum === undefined || d <= prop.maximum) &&
            (prop.exclusiveMinimum === undefined || d > prop.exclusiveMinimum) &&
            (prop.exclusiveMaximum === undefined || d < prop.exclusiveMaximum) &&
            (prop.enum === undefined || prop.enum.includes(d)) &&
            (prop.multipleOf === undefined || d % prop.multipleOf === 0));
        if (!okType || !okRange) problem(`${pointer}/default`, `default ${JSON.stringify(d)} is not a valid ${type} for this field`);
        resolved.default = d;
      }
      if (type !== 'boolean' && prop.enum === undefined && low === undefined) problem(pointer, 'a number field needs a minimum');
      if (type !== 'boolean' && prop.enum === undefined && high === undefined) problem(pointer, 'a number field needs a maximum');
    }
    if (prop.description !== undefined) resolved.description = prop.description;
    if (prop['x-visible'] !== undefined) {
      resolved['x-visible'] = prop['x-visible'];
      if (name === 'quantity') problem(`${pointer}/x-visible`, 'quantity is always shown: it cannot have a condition');
      if (resolved.default === undefined) problem(`${pointer}/x-visible`, 'a field with a condition needs a "default": its value while it is hidden');
    }
    if (resolved.default === undefined && !required.has(name)) {
      problem(pointer, 'give the field a "default" or list it in "required"');
    }
    requireKey(`${pointer}${prop.title ? '/title' : ''}`, resolved.title);
    if (resolved.description) requireKey(`${pointer}/description`, resolved.description);
    properties[name] = resolved;
  }

  // turnaround, from x-turnaround
  const turnaround = raw['x-turnaround'];
  if (!turnaround.options.includes(turnaround.default)) problem('/x-turnaround/default', `must be one of x-turnaround options (${turnaround.options.join(', ')})`);
  const turnaroundOrder = TURNAROUND_KEYS.filter((key) => turnaround.options.includes(key));
  properties['turnaround'] = {
    type: 'string',
    title: 'quote.field.turnaround',
    default: turnaround.default,
    enum: turnaroundOrder,
    'x-options': 'turnaround',
  };
  if (!ctx.optionLists['turnaround']) problem('/x-turnaround', 'schemas/options/turnaround.json is missing');
  requireKey('/x-turnaround', 'quote.field.turnaround');
  for (const key of turnaroundOrder) requireKey('/x-turnaround/options', `quote.option.turnaround.${key}`);

  // quantity and its ladder
  const quantity = properties['quantity'];
  if (quantity && quantity.type !== 'integer') problem('/properties/quantity/type', 'quantity must be an integer');
  const ladder = raw['x-quantities'];
  if (!broken.has('quantity')) {
    ladder.forEach((q, index) => {
      const previous = ladder[index - 1];
      if (previous !== undefined && q <= previous) problem(`/x-quantities/${index}`, 'the ladder must be ascending');
      if (quantity && ((quantity.minimum !== undefined && q < quantity.minimum) || (quantity.maximum !== undefined && q > quantity.maximum))) {
        problem(`/x-quantities/${index}`, `${q} is outside quantity's minimum..maximum`);
      }
    });
  }

  // size presets fill width_mm/height_mm: they must fit those fields' limits
  const size = properties['size'];
  if (size && !broken.has('width_mm') && !broken.has('height_mm')) {
    const width = properties['width_mm'];
    const height = properties['height_mm'];
    if (!width || !height) problem('/properties/size', 'a size preset needs width_mm and height_mm fields');
    const items = ctx.optionLists[size['x-options'] ?? ''] ?? [];
    for (const value of size.enum ?? []) {
      const data = items.find((item) => item.value === value)?.data;
      const w = data?.['width_mm'];
      const h = data?.['height_mm'];
      if (typeof w !== 'number' || typeof h !== 'number') continue;
      const within = (v: number, p: ResolvedProperty | undefined) => !p || ((p.minimum === undefined || v >= p.minimum) && (p.maximum === undefined || v <= p.maximum));
      if (!within(w, width) || !within(h, height)) {
        problem('/properties/size', `preset "${String(value)}" (${w}×${h} mm) is outside the width_mm/height_mm limits`);
      }
    }
  }
  return { properties, required, broken, turnaroundOrder };
}
