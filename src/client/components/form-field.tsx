import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

interface Common {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

type InputProps = Common & InputHTMLAttributes<HTMLInputElement> & { as?: 'input'; ref?: Ref<HTMLInputElement> };
type SelectProps = Common & SelectHTMLAttributes<HTMLSelectElement> & { as: 'select'; ref?: Ref<HTMLSelectElement>; children: ReactNode };

/**
 * A labelled input (or, with `as="select"`, a select) with its error shown beneath and linked for screen readers
 * (`aria-invalid`, `aria-describedby`). Takes react-hook-form's `register(name)` props as they are (ref included).
 */
export function FormField(props: InputProps | SelectProps) {
  const { label, name, error, hint } = props;
  const describedBy = error ? `${name}-error` : hint ? `${name}-hint` : undefined;
  const aria = { id: name, name, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
  let control: ReactNode;
  if (props.as === 'select') {
    const { label: _label, error: _error, hint: _hint, as: _as, children, ...select } = props;
    control = (
      <select {...aria} {...select}>
        {children}
      </select>
    );
  } else {
    const { label: _label, error: _error, hint: _hint, as: _as, ...input } = props;
    control = <input {...aria} {...input} />;
  }
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={name}>{label}</label>
      {control}
      {error ? (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
