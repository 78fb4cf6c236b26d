import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../client/components/dialog';

const REASON_MAX = 500; // the contract's StaffReason

/**
 * A staff decision that needs a reason (reject a transfer, adjust a balance…): the reason is required (blank is
 * refused here, as the server does), then `onSubmit(reason)`; the dialog closes when it answers true.
 */
export function ReasonDialog({ title, submitLabel, danger, children, onSubmit, onClose }: { title: string; submitLabel: string; danger?: boolean; children?: ReactNode; onSubmit(reason: string): Promise<boolean>; onClose(): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    setBusy(true);
    const done = await onSubmit(reason.trim());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('admin.common.close')} className="adm-dialog">
      <form className="adm-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        {children}
        <label className="adm-field">
          <span>{t('admin.common.reason')}</span>
          <textarea
            name="reason"
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
        </label>
        {missing && (
          <p id={`${id}-error`} className="adm-error">
            {t('admin.common.reason_required')}
          </p>
        )}
        <div className="adm-dialog-actions">
          <button type="button" className="adm-btn" onClick={onClose}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" className={danger ? 'adm-btn adm-btn-danger' : 'adm-btn adm-btn-primary'} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
