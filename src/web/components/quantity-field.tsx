/** A labelled whole-number quantity (ready stock, flash sales), its error linked for screen readers. */
import { useTranslation } from 'react-i18next';

export function QuantityField({ value, max, errorId, disabled, onChange }: { value: string; max: number; errorId: string | null; disabled?: boolean; onChange(value: string): void }) {
  const { t } = useTranslation('stock');
  return (
    <label className="stk-row">
      {t('stock.details.quantity')}
      <input
        className="stk-qty"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-invalid={errorId !== null}
        aria-describedby={errorId ?? undefined}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
