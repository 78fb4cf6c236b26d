import { useTranslation } from 'react-i18next';
import { useNotify } from '../lib/notify-store';

/** Success toasts and the "Error" alert with a Close button (spec §7). */
export function Notifications() {
  const { t } = useTranslation();
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
      {alert !== null && (
        <div className="modal-backdrop">
          <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="alert-title" aria-describedby="alert-text">
            <h2 id="alert-title">{t('common.error')}</h2>
            <p id="alert-text">{alert}</p>
            <button type="button" className="btn btn-primary" onClick={closeAlert} autoFocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
