import { useState, type InputHTMLAttributes } from 'react';

interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: number | undefined;
  /** Called with each parseable number as the shopper types (the quote re-prices at once). */
  onCommit(value: number): void;
  integer?: boolean;
}

/**
 * A number box that keeps what the shopper is typing ("", "1", "1.") while only committing real numbers, so the
 * configuration never holds text and a half-typed value does not snap back to the default.
 */
export function NumberInput({ value, onCommit, integer, className, ...rest }: NumberInputProps) {
  const [draft, setDraft] = useState<{ text: string; for: number | undefined } | null>(null);
  const shown = draft && draft.for === value ? draft.text : value === undefined ? '' : String(value);
  return (
    <input
      {...rest}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      className={`qf-number${className ? ` ${className}` : ''}`}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        const parsed = Number(text);
        if (text.trim() !== '' && Number.isFinite(parsed)) {
          setDraft({ text, for: parsed });
          onCommit(parsed);
        } else setDraft({ text, for: value });
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
