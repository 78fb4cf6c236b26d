/**
 * Asks for a short text before an action: a shopper's reason to cancel or change request on a proof, a staff
 * decision's reason (reject a transfer, adjust a balance…). The text is required (trimmed; blank is refused here, as
 * the server does) and limited to `maxLength`; the dialog stays open with the message until it is given.
 *
 * `onConfirm` answering nothing closes the dialog at once (the shop's pages report the outcome themselves); answering
 * a promise keeps it open, the submit button disabled, until it settles, and closes it when it answers true (the
 * console: a refused decision leaves the reason in place to correct).
 *
 * One dialog in two looks: the shop's classes, or the console's (`look="console"`, its `adm-` classes). The words
 * come from the caller, in its own namespace (the console's: `useReasonTexts` in src/admin/components).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ReasonDialogProps {
  title: string;
  /** Shown above the field, describing the dialog for assistive technology. */
  text?: string;
  /** More content above the field (the console: what is decided, other fields of the decision). */
  children?: ReactNode;
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown under the field when the text is empty. */
  requiredMessage: string;
  /** Accessible name of the dialog's × button; without it, no × button. */
  closeLabel?: string;
  maxLength?: number;
  /** The confirm button marks a destructive action (the console's red button). */
  danger?: boolean;
  look?: 'shop' | 'console';
  onConfirm(reason: string): void | Promise<boolean>;
  onClose(): void;
}

const LOOKS = {
  shop: { dialog: 'dialog-confirm dialog-reason', form: undefined, field: 'form-field', textarea: 'ck-textarea', error: 'field-error', actions: 'dialog-actions', button: 'btn', confirm: 'btn btn-primary', danger: 'btn btn-primary' },
  console: { dialog: 'adm-dialog', form: 'adm-dialog-form', field: 'adm-field', textarea: undefined, error: 'adm-error', actions: 'adm-dialog-actions', button: 'adm-btn', confirm: 'adm-btn adm-btn-primary', danger: 'adm-btn adm-btn-danger' },
} as const;

export function ReasonDialog({ title, text, children, label, confirmLabel, cancelLabel, requiredMessage, closeLabel, maxLength = 500, danger, look = 'shop', onConfirm, onClose }: ReasonDialogProps) {
  const id = useId();
  const css = LOOKS[look];
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = reason.trim();
    if (!value) {
      setMissing(true);
      return;
    }
    const answer = onConfirm(value);
    if (!(answer instanceof Promise)) return onClose();
    setBusy(true);
    const done = await answer;
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog title={title} onClose={onClose} closeLabel={closeLabel} describedBy={text ? `${id}-text` : undefined} className={css.dialog}>
      <form className={css.form} noValidate onSubmit={(event) => void submit(event)}>
        {text && <p id={`${id}-text`}>{text}</p>}
        {children}
        <div className={`${css.field}${missing ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-reason`}>{label}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            className={css.textarea}
            rows={3}
            maxLength={maxLength}
            value={reason}
            // Straight to the reason when it is all the dialog asks; not when other fields come first.
            autoFocus={!children}
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-error`} className={css.error} role="alert">
              {requiredMessage}
            </p>
          )}
        </div>
        <div className={css.actions}>
          <button type="button" className={css.button} onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className={danger ? css.danger : css.confirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
