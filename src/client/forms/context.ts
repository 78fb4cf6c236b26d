/**
 * What the quote form's widgets and templates read besides the schema: option items (labels, images, swatches,
 * disabled flags), the quantity ladder, the engine's issues per field, and a way to change several fields at once.
 * Passed to rjsf as `formContext`; widgets reach it through `registry.formContext`.
 */
import type { RJSFSchema, Registry, StrictRJSFSchema } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { Issue, OptionItem, Scalar } from '../../domain/quote/types';

/**
 * Kept stable between changes (it does not hold the configuration), so rjsf's memoised fields skip re-rendering the
 * fields a change did not touch. Widgets that show sibling fields read them with useQuoteValues().
 */
export interface QuoteFormContext {
  /** Option items per field, in enum order (disabled ones included, shown greyed). */
  options: Record<string, OptionItem[]>;
  /** The product's quantity ladder ("quotation scheme"). */
  quantities: number[];
  /** Issues per field they are shown at (see issuesByField). */
  issues: Record<string, Issue[]>;
  /** Fields their `x-visible` condition hides for the current configuration: not rendered (nor their labels). */
  hidden: ReadonlySet<string>;
  /** Sets several fields in one change (size presets fill width/height; an issue's fix). */
  patch(values: Record<string, Scalar>): void;
  /** Link target for an issue's `goto` product. */
  productHref(code: string): string;
}

export type QuoteRegistry = Registry<Record<string, Scalar>, RJSFSchema, QuoteFormContext>;

const EMPTY: QuoteFormContext = { options: {}, quantities: [], issues: {}, hidden: new Set(), patch: () => undefined, productHref: (code) => code };

/** The whole configuration, for widgets that show sibling fields (a size preset's width and height). */
export const QuoteValuesContext = createContext<Record<string, Scalar>>({});
export const useQuoteValues = () => useContext(QuoteValuesContext);

export function formContextOf(registry: { formContext?: unknown }): QuoteFormContext {
  const context = registry.formContext;
  return typeof context === 'object' && context !== null && 'patch' in context ? (context as QuoteFormContext) : EMPTY;
}

/** One choice a widget shows: from the option list when the field has one, else from the schema's enum. */
export interface Choice {
  value: Scalar;
  /** i18n key, or the literal value when the enum has no option list (numbers). */
  label: string;
  translate: boolean;
  disabled: boolean;
  image?: string;
  swatch?: string;
}

export function choicesFor(name: string, schema: StrictRJSFSchema, context: QuoteFormContext): Choice[] {
  const items = context.options[name];
  const values = Array.isArray(schema.enum) ? schema.enum : [];
  if (items && items.length > 0) {
    return items.map((item) => {
      const raw = values.find((v) => String(v) === item.value);
      const swatch = item.data?.['swatch'];
      return {
        value: typeof raw === 'number' || typeof raw === 'boolean' ? raw : item.value,
        label: item.label,
        translate: true,
        disabled: Boolean(item.disabled),
        ...(item.image ? { image: item.image } : {}),
        ...(typeof swatch === 'string' ? { swatch } : {}),
      };
    });
  }
  return values.flatMap((v) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [{ value: v, label: String(v), translate: false, disabled: false }] : [],
  );
}

/** Element id of a field's visible label (group widgets point aria-labelledby at it). */
export const labelIdOf = (id: string) => `${id}__label`;
/** Id of the list of issues under a field (templates.tsx), which its control points to. */
export const issuesIdOf = (id: string) => `${id}__issues`;

/**
 * What a field's control tells assistive technology about the engine's issues at that field: `aria-describedby` the
 * issue list whenever there is one, `aria-invalid` while one of them is an error.
 */
export function issueAria(props: { id: string; name: string; registry: { formContext?: unknown } }): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const issues = formContextOf(props.registry).issues[props.name] ?? [];
  if (issues.length === 0) return {};
  return { 'aria-describedby': issuesIdOf(props.id), ...(issues.some((i) => i.severity === 'error') ? { 'aria-invalid': true as const } : {}) };
}

/** Widgets that render a group of choices (labelled by a caption, not a <label for>). */
export const GROUP_WIDGETS = new Set(['optionCards', 'swatches', 'radio', 'sizePreset', 'quantityLadder', 'pageStepper']);

/**
 * Where each issue is shown: at its field, or — when that field is hidden (by the x-ui or by its condition) — at the
 * size preset that sets it (width/height under `sizePreset`), else in the form's general list ('').
 */
export function issuesByField(
  issues: readonly Issue[],
  ui: Record<string, unknown>,
  fields: readonly string[],
  hidden: ReadonlySet<string> = new Set(),
): Record<string, Issue[]> {
  const owner = new Map<string, string>();
  const visible = new Set<string>();
  for (const field of fields) {
    const entry = ui[field];
    const widget = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['ui:widget'] : undefined;
    if (widget !== 'hidden' && !hidden.has(field)) visible.add(field);
    if (widget === 'sizePreset') {
      const options = (entry as Record<string, unknown>)['ui:options'];
      if (typeof options === 'object' && options !== null) {
        for (const key of ['width', 'height']) {
          const target = (options as Record<string, unknown>)[key];
          if (typeof target === 'string') owner.set(target, field);
        }
      }
    }
  }
  const out: Record<string, Issue[]> = {};
  for (const issue of issues) {
    const at = visible.has(issue.field) ? issue.field : (owner.get(issue.field) ?? '');
    (out[at] ??= []).push(issue);
  }
  return out;
}
