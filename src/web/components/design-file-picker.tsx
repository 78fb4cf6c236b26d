/**
 * A line's design file: upload a new one (upload/design) or reuse an earlier upload (upload/lists). The parent
 * attaches the chosen file to its cart line (cart/update) or order line (order/attachFile).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $api, envelope, usePageQuery } from '../../client/api/query';
import { fileSizeText, formatDate } from '../../client/format/format';
import type { Upload } from '../lib/checkout-api';
import { useLocale } from '../../client/i18n';
import { FileName } from '../../client/components/checkout-parts';
import { DesignFileUploader } from './design-file-uploader';
import { Dialog } from '../../client/components/dialog';
import { PAGE_SIZES } from '../../domain/limits';

export function DesignFilePicker({ current, label, onPicked, disabled }: { current: Upload | null; label: string; onPicked(file: Upload): Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation('checkout');
  const [picking, setPicking] = useState(false);

  return (
    <div className="ck-file-picker" role="group" aria-label={label}>
      <FileName file={current} />
      <DesignFileUploader
        testId="design-file-input"
        buttonClassName="btn btn-small"
        label={current ? t('checkout.file.replace') : t('checkout.file.upload')}
        progressText={(_name, percent) => t('checkout.file.uploading', { percent })}
        failedText={t('checkout.file.failed')}
        onUploaded={onPicked}
        disabled={disabled}
      >
        <button type="button" className="link-button ck-link" disabled={disabled} onClick={() => setPicking(true)}>
          {t('checkout.file.pick_previous')}
        </button>
      </DesignFileUploader>
      {picking && (
        <PreviousUploads
          onClose={() => setPicking(false)}
          onPick={(file) => {
            setPicking(false);
            void onPicked(file);
          }}
        />
      )}
    </div>
  );
}

function PreviousUploads({ onPick, onClose }: { onPick(file: Upload): void; onClose(): void }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/upload/lists', { params: { query: { page_size: PAGE_SIZES.uploads.max } } })));
  return (
    <Dialog title={t('checkout.file.previous_title')} onClose={onClose} closeLabel={t('checkout.common.close')} className="dialog-wide">
      {loading ? (
        <p className="ck-muted">{t('checkout.common.loading')}</p>
      ) : !data || data.lists.length === 0 ? (
        <p className="ck-muted">{t('checkout.file.previous_empty')}</p>
      ) : (
        <ul className="ck-upload-list">
          {data.lists.map((file) => (
            <li key={file.id}>
              <span className="ck-file">
                <span className="ck-file-icon" aria-hidden="true" />
                <bdi>{file.name}</bdi>
              </span>
              <span className="ck-muted">
                <bdi dir="ltr">{fileSizeText(file.size)}</bdi> · {formatDate(file.created_at, locale)}
              </span>
              <button type="button" className="btn btn-small" onClick={() => onPick(file)}>
                {t('checkout.file.use')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
