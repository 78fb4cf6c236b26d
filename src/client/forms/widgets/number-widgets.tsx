/**
 * Number widgets: a plain box with its unit and range (updown), a page-count stepper, the quantity picker bound to
 * the quotation scheme, and the on/off toggle for finishing.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formContextOf, issueAria, labelIdOf } from '../context';
import { NumberInput } from './number-input';

function bounds(props: WidgetProps) {
  const { schema } = props;
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const integer = schema.type === 'integer';
  return { min, max, integer };
}

const COUNT = new Intl.NumberFormat('en');

function numberValue(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function UpDownWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, name, value, onChange, disabled, readonly } = props;
  const { min, max, integer } = bounds(props);
  const unit = name.endsWith('_mm') ? 'mm' : '';
  return (
    <span className="qf-number-row">
      <NumberInput id={id} {...issueAria(props)} value={numberValue(value)} onCommit={onChange} integer={integer} min={min} max={max} step={integer ? 1 : 'any'} disabled={Boolean(disabled) || Boolean(readonly)} />
      {unit && <span className="qf-unit">{unit}</span>}
      {min !== undefined && max !== undefined && <span className="qf-range">{t('quote_ui.form.range', { min, max })}</span>}
    </span>
  );
}

export function PageStepperWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, onChange, disabled, readonly, options, schema } = props;
  const { min, max } = bounds(props);
  const step = typeof options['step'] === 'number' ? options['step'] : typeof schema.multipleOf === 'number' ? schema.multipleOf : 1;
  const current = numberValue(value) ?? min ?? 0;
  const off = Boolean(disabled) || Boolean(readonly);
  const clamp = (n: number) => Math.min(max ?? n, Math.max(min ?? n, n));
  return (
    <span className="qf-stepper" role="group" aria-labelledby={labelIdOf(id)}>
      <button type="button" className="qf-step" aria-label={t('quote_ui.form.decrease')} disabled={off || (min !== undefined && current <= min)} onClick={() => onChange(clamp(current - step))}>
        −
      </button>
      <NumberInput id={id} {...issueAria(props)} value={numberValue(value)} onCommit={onChange} integer min={min} max={max} step={step} disabled={off} aria-labelledby={labelIdOf(id)} />
      <button type="button" className="qf-step" aria-label={t('quote_ui.form.increase')} disabled={off || (max !== undefined && current >= max)} onClick={() => onChange(clamp(current + step))}>
        +
      </button>
      <span className="qf-range">{t('quote_ui.form.pages_step', { step })}</span>
    </span>
  );
}

export function QuantityLadderWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, onChange, disabled, readonly, options, registry } = props;
  const { min, max } = bounds(props);
  const steps = formContextOf(registry).quantities.filter((q) => (min === undefined || q >= min) && (max === undefined || q <= max));
  const unit = typeof options['unit'] === 'string' ? t(options['unit']) : t('quote.unit.pieces');
  const off = Boolean(disabled) || Boolean(readonly);
  return (
    <div className="qf-quantity">
      <div role="radiogroup" aria-labelledby={labelIdOf(id)} {...issueAria(props)} className="qf-choices qf-pills">
        {steps.map((q) => (
          <label key={q} className={`qf-choice${value === q ? ' is-selected' : ''}`} data-value={q}>
            <input type="radio" className="qf-choice-input" name={id} value={q} checked={value === q} disabled={off} onChange={() => onChange(q)} />
            <span className="qf-choice-label">{COUNT.format(q)}</span>
          </label>
        ))}
      </div>
      <span className="qf-number-row">
        <label htmlFor={id} className="qf-inline-label">
          {t('quote_ui.form.quantity_custom')}
        </label>
        <NumberInput id={id} {...issueAria(props)} value={numberValue(value)} onCommit={onChange} integer min={min} max={max} step={1} disabled={off} />
        <span className="qf-unit">{unit}</span>
        {min !== undefined && max !== undefined && <span className="qf-range">{t('quote_ui.form.range', { min, max })}</span>}
      </span>
    </div>
  );
}

export function ToggleWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, onChange, disabled, readonly } = props;
  return (
    <label className="qf-toggle">
      <input id={id} {...issueAria(props)} type="checkbox" role="switch" checked={value === true} disabled={Boolean(disabled) || Boolean(readonly)} onChange={(event) => onChange(event.target.checked)} />
      <span className="qf-toggle-track" aria-hidden="true" />
      <span className="qf-toggle-text">{value === true ? t('quote_ui.form.yes') : t('quote_ui.form.no')}</span>
    </label>
  );
}
