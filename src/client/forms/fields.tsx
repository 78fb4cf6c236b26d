/**
 * rjsf's NumberField exists to keep half-typed decimals ("1.") in text inputs; our number widgets keep their own
 * draft and commit only numbers, so numbers go straight through StringField. (NumberField also builds an
 * Intl.NumberFormat on every render of every number field — measurable on each keystroke.)
 */
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';

function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return StringField ? <StringField {...props} /> : null;
}

export const quoteFields: RegistryFieldsType = { NumberField };
