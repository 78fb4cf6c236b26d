import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../lib/notify-store';

/** Success toasts and the "Error" alert with a Close button (spec §7). */
export function Notifications() {
  const { toasts, alert, closeAlert } = useNotify();
  return (
    <>
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast" role="status">
            {toast.text}
          </div>
        ))}
      </div>
      {alert !== null && <ErrorAlert text={alert} onClose={closeAlert} />}
    </>
  );
}

/**
 * A native modal <dialog>: it opens in the top layer, above any dialog already open (an error answered to a form
 * inside a dialog must not hide behind it), keeps focus inside, and Escape closes it.
 */
function ErrorAlert({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal alert-dialog"
      role="alertdialog"
      aria-labelledby="alert-title"
      aria-describedby="alert-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="alert-title">{t('common.error')}</h2>
      <p id="alert-text">{text}</p>
      <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
        {t('common.close')}
      </button>
    </dialog>
  );
}
