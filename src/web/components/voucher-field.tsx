/**
 * A bank-transfer remittance voucher field (JPEG, PNG or PDF under 5 MB): pre-check, upload with progress, the
 * uploaded file's name, and errors — used by the payment page and the wallet top-up, and (kind 'certificate') for
 * the certification documents, (kind 'design_reference') for design-brief references and (kind 'design_draft') for
 * designers' drafts, which follow the same rules. Wording comes from the caller.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/shop-api';
import { MAX_UPLOAD_MB, precheckVoucher, uploadOrLogin } from '../../client/api/upload';
import { HiddenFileInput } from '../../client/components/file-input';

type Upload = components['schemas']['Upload'];

export interface VoucherFieldText {
  label: string;
  upload: string;
  replace: string;
  hint: string;
  wrongType: string;
  failed: string;
  uploading: (percent: number) => string;
}

export function VoucherField({ id, value, error, onChange, text, testId, kind = 'voucher' }: { id: string; value: Upload | null; error: string | undefined; onChange(voucher: Upload): void; text: VoucherFieldText; testId: string; kind?: 'voucher' | 'certificate' | 'design_reference' | 'design_draft' }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ percent: number } | { error: string } | null>(null);

  async function start(file: File) {
    const problem = precheckVoucher(file);
    if (problem) {
      setUpload({ error: problem === 'voucher_type' ? text.wrongType : t('errors.file_too_large', { limit: MAX_UPLOAD_MB }) });
      return;
    }
    setUpload({ percent: 0 });
    const outcome = await uploadOrLogin(kind, file, (percent) => setUpload({ percent }));
    if (outcome.ok) {
      setUpload(null);
      onChange(outcome.file);
    } else setUpload({ error: outcome.message ?? text.failed });
  }

  const uploading = upload !== null && 'percent' in upload;
  const message = upload && 'error' in upload ? upload.error : error;
  return (
    <div className={`form-field voucher-field${message ? ' has-error' : ''}`}>
      <span className="voucher-label" id={`${id}-label`}>
        {text.label}
      </span>
      <div className="voucher-actions" role="group" aria-labelledby={`${id}-label`}>
        {value && (
          <span className="voucher-file" data-testid="voucher-name">
            <bdi>{value.name}</bdi>
          </span>
        )}
        <button type="button" className="btn btn-small" disabled={uploading} onClick={() => input.current?.click()} aria-describedby={`${id}-note`}>
          {value ? text.replace : text.upload}
        </button>
      </div>
      <HiddenFileInput ref={input} accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf" testId={testId} onFile={(file) => void start(file)} />
      {uploading && (
        <div className="voucher-progress" role="status">
          <progress max={100} value={upload.percent} />
          <span>{text.uploading(upload.percent)}</span>
        </div>
      )}
      <p id={`${id}-note`} className={message ? 'field-error' : 'field-hint'} role={message ? 'alert' : undefined}>
        {message ?? text.hint}
      </p>
    </div>
  );
}
