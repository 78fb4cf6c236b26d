/**
 * Asks for a short text before an action: a reason to cancel, a change request on a proof. The text is required
 * (trimmed) and limited to `maxLength`; the dialog stays open with the message until it is given.
 */
import { useId, useState } from 'react';
import { Dialog } from './dialog';

export interface ReasonDialogProps {
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown under the field when the text is empty. */
  requiredMessage: string;
  maxLength?: number;
  onConfirm(reason: string): void;
  onClose(): void;
}

export function ReasonDialog({ title, text, label, confirmLabel, cancelLabel, requiredMessage, maxLength = 500, onConfirm, onClose }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog title={title} onClose={onClose} describedBy={`${id}-text`} className="dialog-confirm dialog-reason">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = reason.trim();
          if (!value) {
            setMissing(true);
            return;
          }
          onClose();
          onConfirm(value);
        }}
      >
        <p id={`${id}-text`}>{text}</p>
        <div className={`form-field${missing ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-reason`}>{label}</label>
          <textarea
            id={`${id}-reason`}
            className="ck-textarea"
            rows={3}
            maxLength={maxLength}
            value={reason}
            autoFocus
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {requiredMessage}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className="btn btn-primary">
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
