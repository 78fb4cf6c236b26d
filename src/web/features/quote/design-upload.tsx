/** Upload the design file on the quote page (or later at checkout): pre-checks, progress bar, the accepted file. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session-store';
import { askToLogIn } from './cart';
import { MAX_UPLOAD_MB, precheckDesignFile, uploadFile, type UploadedDesign, type UploadHandle } from '../../lib/upload';

type State =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; percent: number }
  | { step: 'error'; message: string }
  | { step: 'done'; file: UploadedDesign };

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function DesignUpload({ onChange }: { onChange(file: UploadedDesign | null): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<UploadHandle | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  useEffect(() => () => running.current?.abort(), []);

  function choose() {
    if (!useSession.getState().token) {
      askToLogIn(navigate);
      return;
    }
    input.current?.click();
  }

  async function start(file: File) {
    const problem = precheckDesignFile(file);
    if (problem) {
      setState({ step: 'error', message: t(`errors.${problem}`, { limit: MAX_UPLOAD_MB }) });
      return;
    }
    setState({ step: 'uploading', name: file.name, percent: 0 });
    const handle = uploadFile('design', file, (fraction) => setState({ step: 'uploading', name: file.name, percent: Math.round(fraction * 100) }));
    running.current = handle;
    const outcome = await handle.done;
    running.current = null;
    if (outcome.ok) {
      setState({ step: 'done', file: outcome.file });
      onChange(outcome.file);
    } else if (outcome.reason === 'logged_out') {
      useSession.getState().setToken(null);
      setState({ step: 'idle' });
      askToLogIn(navigate);
    } else setState({ step: 'error', message: outcome.reason === 'refused' ? outcome.message : t('quote_ui.upload.failed') });
  }

  return (
    <section className="quote-card quote-upload" aria-labelledby="quote-upload-title">
      <h2 id="quote-upload-title">{t('quote_ui.upload.title')}</h2>
      <p className="quote-muted">{t('quote_ui.upload.hint')}</p>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="design-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <div className="quote-upload-row">
        <button type="button" className="btn" onClick={choose} disabled={state.step === 'uploading'}>
          {state.step === 'done' ? t('quote_ui.upload.replace') : t('quote_ui.upload.choose')}
        </button>
        <span className="quote-muted">{t('quote_ui.upload.later')}</span>
      </div>
      {state.step === 'uploading' && (
        <div className="quote-progress">
          <progress max={100} value={state.percent} aria-label={t('quote_ui.upload.uploading', { name: state.name, percent: state.percent })} />
          <span>{t('quote_ui.upload.uploading', { name: state.name, percent: state.percent })}</span>
        </div>
      )}
      {state.step === 'error' && (
        <p className="qf-issue qf-issue-error" role="alert">
          {state.message}
        </p>
      )}
      {state.step === 'done' && (
        <div className="quote-upload-done" role="status">
          <span>{t('quote_ui.upload.done', { name: state.file.name, size: sizeText(state.file.size) })}</span>
          <span className="quote-muted">{t('quote_ui.upload.attached')}</span>
          <button
            type="button"
            className="link-button quote-link"
            onClick={() => {
              setState({ step: 'idle' });
              onChange(null);
            }}
          >
            {t('quote_ui.upload.remove')}
          </button>
        </div>
      )}
    </section>
  );
}
