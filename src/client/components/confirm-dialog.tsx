/** Asks to confirm an action (usually destructive). Cancel comes first and has the focus: confirming takes a deliberate click. */
import { useId } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onClose(): void;
  /** Styles the confirm button as dangerous (deleting for good). */
  danger?: boolean;
}

export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onClose, danger }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog title={title} onClose={onClose} describedBy={`${id}-text`} className="dialog-confirm">
      <p id={`${id}-text`}>{text}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" autoFocus onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-danger-solid' : 'btn btn-primary'}
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
