/**
 * Size presets plus a custom size: `ui:options: { width, height, custom }` name the width/height fields the preset
 * fills and the option value that means "custom" (then the shopper types millimetres within the fields' limits).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { choicesFor, formContextOf, issueAria, labelIdOf, useQuoteValues } from '../context';
import { NumberInput } from './number-input';

interface Limits {
  min?: number;
  max?: number;
}

function limitsOf(schema: unknown): Limits {
  if (typeof schema !== 'object' || schema === null) return {};
  const { minimum, maximum } = schema as { minimum?: unknown; maximum?: unknown };
  return { ...(typeof minimum === 'number' ? { min: minimum } : {}), ...(typeof maximum === 'number' ? { max: maximum } : {}) };
}

export function SizePresetWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, name, value, schema, options, registry, disabled, readonly } = props;
  const context = formContextOf(registry);
  const values = useQuoteValues();
  const widthField = typeof options['width'] === 'string' ? options['width'] : 'width_mm';
  const heightField = typeof options['height'] === 'string' ? options['height'] : 'height_mm';
  const customValue = typeof options['custom'] === 'string' ? options['custom'] : null;
  const properties = registry.rootSchema.properties ?? {};
  const off = Boolean(disabled) || Boolean(readonly);
  const items = context.options[name] ?? [];
  const choices = choicesFor(name, schema, context);
  const isCustom = customValue !== null && value === customValue;
  const width = values[widthField];
  const height = values[heightField];

  function choose(next: string) {
    const data = items.find((item) => item.value === next)?.data;
    const w = data?.['width_mm'];
    const h = data?.['height_mm'];
    context.patch({ [name]: next, ...(typeof w === 'number' && typeof h === 'number' ? { [widthField]: w, [heightField]: h } : {}) });
  }

  const dimension = (field: string, current: unknown, label: string) => {
    const { min, max } = limitsOf(properties[field]);
    return (
      <span className="qf-number-row">
        <label htmlFor={`${id}-${field}`} className="qf-inline-label">
          {label}
        </label>
        <NumberInput
          id={`${id}-${field}`}
          {...issueAria(props)}
          value={typeof current === 'number' ? current : undefined}
          onCommit={(n) => context.patch({ [field]: n })}
          min={min}
          max={max}
          step="any"
          disabled={off}
          data-field={field}
        />
        <span className="qf-unit">mm</span>
        {min !== undefined && max !== undefined && <span className="qf-range">{t('quote_ui.form.range', { min, max })}</span>}
      </span>
    );
  };

  return (
    <div className="qf-size">
      <div role="radiogroup" aria-labelledby={labelIdOf(id)} {...issueAria(props)} className="qf-choices qf-pills">
        {choices.map((choice) => {
          const selected = String(value) === String(choice.value);
          return (
            <label key={String(choice.value)} className={`qf-choice${selected ? ' is-selected' : ''}${choice.disabled ? ' is-disabled' : ''}`} data-value={String(choice.value)}>
              <input type="radio" className="qf-choice-input" name={id} value={String(choice.value)} checked={selected} disabled={off || choice.disabled} onChange={() => choose(String(choice.value))} />
              <span className="qf-choice-label">{choice.translate ? t(choice.label) : choice.label}</span>
            </label>
          );
        })}
      </div>
      {isCustom ? (
        <div className="qf-size-custom">
          {dimension(widthField, width, t('quote_ui.form.width'))}
          {dimension(heightField, height, t('quote_ui.form.height'))}
        </div>
      ) : typeof width === 'number' && typeof height === 'number' ? (
        <p className="qf-size-note">{t('quote_ui.form.size_is', { width, height })}</p>
      ) : null}
    </div>
  );
}
