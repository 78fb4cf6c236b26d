/**
 * The layout check of a product file (`x-ui`, rjsf's uiSchema vocabulary): `ui:order` and every per-field entry name
 * a field of the product (the widget names are the meta-schema's enum), and the i18n keys it gives (`ui:help`, `ui:options.unit`) exist in every language. A field
 * already reported broken is not reported again here.
 */
import type { ResolvedProperty, UiSchema } from '../../src/domain/quote/types';
import type { ProductContext } from './raw';
import { isRecord } from './sources';
import { escapePointer } from './texts';

export function checkLayout(ctx: ProductContext, ui: UiSchema, properties: Record<string, ResolvedProperty>, broken: ReadonlySet<string>): void {
  for (const [key, value] of Object.entries(ui)) {
    if (key === '$comment') continue;
    if (key === 'ui:order') {
      if (Array.isArray(value)) {
        value.forEach((entry, index) => {
          if (entry !== '*' && !(String(entry) in properties) && !broken.has(String(entry))) ctx.problem(`/x-ui/ui:order/${index}`, `"${String(entry)}" is not a field`);
        });
      }
      continue;
    }
    if (broken.has(key)) continue;
    if (!(key in properties)) ctx.problem(`/x-ui/${escapePointer(key)}`, `"${key}" is not a field`);
    const help = isRecord(value) ? value['ui:help'] : undefined;
    if (typeof help === 'string') ctx.requireKey(`/x-ui/${escapePointer(key)}/ui:help`, help);
    const uiOptions = isRecord(value) ? value['ui:options'] : undefined;
    const unit = isRecord(uiOptions) ? uiOptions['unit'] : undefined;
    if (typeof unit === 'string') ctx.requireKey(`/x-ui/${escapePointer(key)}/ui:options/unit`, unit);
  }
}
