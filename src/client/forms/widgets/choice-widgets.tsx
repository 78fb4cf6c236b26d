/**
 * Widgets for one choice out of a list: option cards (image, label, greyed when out of stock), colour swatches,
 * radio pills and a native select. All read the field's option items from the form context, so labels are i18n keys
 * and disabled items stay visible (greyed; their label says why, e.g. "out of stock") but cannot be chosen.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { ShopImage } from '../../components/shop-image';
import { choicesFor, formContextOf, issueAria, labelIdOf, type Choice } from '../context';

function useChoices(props: WidgetProps) {
  return choicesFor(props.name, props.schema, formContextOf(props.registry));
}

function ChoiceGroup({ props, variant, render }: { props: WidgetProps; variant: string; render(choice: Choice, label: string): React.ReactNode }) {
  const { t } = useTranslation();
  const choices = useChoices(props);
  const { id, value, onChange, disabled, readonly } = props;
  return (
    <div role="radiogroup" aria-labelledby={labelIdOf(id)} {...issueAria(props)} className={`qf-choices qf-${variant}`}>
      {choices.map((choice) => {
        const label = choice.translate ? t(choice.label) : choice.label;
        const selected = String(value) === String(choice.value);
        const off = choice.disabled || Boolean(disabled) || Boolean(readonly);
        return (
          <label
            key={String(choice.value)}
            className={`qf-choice${selected ? ' is-selected' : ''}${choice.disabled ? ' is-disabled' : ''}`}
            title={choice.disabled ? t('quote_ui.form.out_of_stock') : label}
            data-value={String(choice.value)}
          >
            <input
              type="radio"
              className="qf-choice-input"
              name={id}
              value={String(choice.value)}
              checked={selected}
              disabled={off}
              onChange={() => onChange(choice.value)}
            />
            {render(choice, label)}
          </label>
        );
      })}
    </div>
  );
}

export function OptionCardsWidget(props: WidgetProps) {
  return (
    <ChoiceGroup
      props={props}
      variant="cards"
      render={(choice, label) => (
        <>
          {choice.image && <ShopImage src={choice.image} alt="" width={40} height={40} className="qf-choice-image" />}
          <span className="qf-choice-label">{label}</span>
        </>
      )}
    />
  );
}

export function SwatchesWidget(props: WidgetProps) {
  return (
    <ChoiceGroup
      props={props}
      variant="swatches"
      render={(choice, label) => (
        <>
          <span className={`qf-swatch${choice.swatch ? '' : ' qf-swatch-none'}`} style={choice.swatch ? { background: choice.swatch } : undefined} aria-hidden="true" />
          <span className="qf-choice-label">{label}</span>
        </>
      )}
    />
  );
}

export function RadioWidget(props: WidgetProps) {
  const unit = props.name.endsWith('_mm') ? ' mm' : '';
  return <ChoiceGroup props={props} variant="pills" render={(choice, label) => <span className="qf-choice-label">{choice.translate ? label : `${label}${unit}`}</span>} />;
}

export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const choices = useChoices(props);
  const { id, value, onChange, disabled, readonly } = props;
  return (
    <select
      id={id}
      {...issueAria(props)}
      className="qf-select"
      value={String(value ?? '')}
      disabled={Boolean(disabled) || Boolean(readonly)}
      onChange={(event) => {
        const choice = choices.find((c) => String(c.value) === event.target.value);
        if (choice) onChange(choice.value);
      }}
    >
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)} disabled={choice.disabled}>
          {choice.translate ? t(choice.label) : choice.label}
        </option>
      ))}
    </select>
  );
}
