/**
 * A line's design file: upload a new one (upload/design) or reuse an earlier upload (upload/lists). The parent
 * attaches the chosen file to its cart line (cart/update) or order line (order/attachFile).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { MAX_UPLOAD_MB, precheckDesignFile, uploadFile, type Upload } from './checkout-api';
import { useLocale } from './checkout-i18n';
import { Dialog, FileName, sizeText } from './parts';

type State = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'error'; message: string };

export function DesignFilePicker({ current, label, onPicked, disabled }: { current: Upload | null; label: string; onPicked(file: Upload): Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [picking, setPicking] = useState(false);

  async function start(file: File) {
    const problem = precheckDesignFile(file);
    if (problem) {
      setState({ step: 'error', message: t(`errors.${problem}`, { limit: MAX_UPLOAD_MB }) });
      return;
    }
    setState({ step: 'uploading', percent: 0 });
    const outcome = await uploadFile('design', file, (percent) => setState({ step: 'uploading', percent }));
    if (!outcome.ok) {
      setState({ step: 'error', message: outcome.message ?? t('checkout.file.failed') });
      return;
    }
    await onPicked(outcome.file);
    setState({ step: 'idle' });
  }

  const busy = state.step === 'uploading' || Boolean(disabled);
  return (
    <div className="ck-file-picker" role="group" aria-label={label}>
      <FileName file={current} />
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="design-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <div className="ck-file-actions">
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => input.current?.click()}>
          {current ? t('checkout.file.replace') : t('checkout.file.upload')}
        </button>
        <button type="button" className="link-button ck-link" disabled={busy} onClick={() => setPicking(true)}>
          {t('checkout.file.pick_previous')}
        </button>
      </div>
      {state.step === 'uploading' && (
        <div className="ck-progress" role="status">
          <progress max={100} value={state.percent} />
          <span>{t('checkout.file.uploading', { percent: state.percent })}</span>
        </div>
      )}
      {state.step === 'error' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
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
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, loading } = useApi(() => call(api.GET('/upload/lists', { params: { query: { page_size: 50 } } })), []);
  return (
    <Dialog title={t('checkout.file.previous_title')} onClose={onClose} wide>
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
                <bdi dir="ltr">{sizeText(file.size)}</bdi> · {formatDate(file.created_at, locale)}
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
