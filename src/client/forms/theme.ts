/**
 * The quote form theme: widgets picked by name from the schema's `x-ui` (`ui:widget`), templates that show labels,
 * help and issues from i18n keys. Widget names are the DSL's vocabulary (docs/authoring-products.md §7).
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { OptionCardsWidget, RadioWidget, SelectWidget, SwatchesWidget } from './widgets/choice-widgets';
import { PageStepperWidget, QuantityLadderWidget, ToggleWidget, UpDownWidget } from './widgets/number-widgets';
import { SizePresetWidget } from './widgets/size-preset';
import './quote-form.css';

export const quoteWidgets: RegistryWidgetsType = {
  optionCards: OptionCardsWidget,
  sizePreset: SizePresetWidget,
  quantityLadder: QuantityLadderWidget,
  swatches: SwatchesWidget,
  pageStepper: PageStepperWidget,
  toggle: ToggleWidget,
  select: SelectWidget,
  radio: RadioWidget,
  updown: UpDownWidget,
  // rjsf's defaults for fields without a ui:widget, so every field looks like ours.
  SelectWidget,
  RadioWidget,
  UpDownWidget,
  CheckboxWidget: ToggleWidget,
};

export { quoteTemplates } from './templates';
