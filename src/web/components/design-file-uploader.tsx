/**
 * The one design-file uploader (quote page, cart/checkout lines, order detail): pre-checks name and size with the
 * server's rules, uploads with a progress bar, says why a file was refused, and hands the accepted upload on.
 * An ended session logs out and goes to login (onLoggedOut replaces that, e.g. to resume an action after login).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logOutToLogin, MAX_UPLOAD_MB, precheckDesignFile, uploadFile, type UploadedDesign, type UploadHandle } from '../../client/api/upload';
import { HiddenFileInput } from '../../client/components/file-input';

type State = { step: 'idle' } | { step: 'uploading'; name: string; percent: number } | { step: 'error'; message: string };

export interface DesignFileUploaderProps {
  /** The choose button's text. */
  label: string;
  /** The progress text, e.g. "Uploading card.pdf… 40%". */
  progressText(name: string, percent: number): string;
  /** Said when the upload failed without a reason from the server. */
  failedText: string;
  onUploaded(file: UploadedDesign): void | Promise<void>;
  /** Called before the file dialog opens; false keeps it closed (e.g. a guest sent to login). */
  canChoose?(): boolean;
  onLoggedOut?(): void;
  disabled?: boolean;
  buttonClassName?: string;
  /** More actions beside the choose button. */
  children?: ReactNode;
  testId?: string;
  /** An extra class on the progress row (page-specific styling). */
  progressClassName?: string;
}

export function DesignFileUploader({ label, progressText, failedText, onUploaded, canChoose, onLoggedOut, disabled, buttonClassName = 'btn', children, testId, progressClassName }: DesignFileUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<UploadHandle | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  useEffect(() => () => running.current?.abort(), []);

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
      await onUploaded(outcome.file);
      setState({ step: 'idle' });
    } else if (outcome.reason === 'logged_out') {
      setState({ step: 'idle' });
      (onLoggedOut ?? logOutToLogin)();
    } else setState({ step: 'error', message: outcome.reason === 'refused' ? outcome.message : failedText });
  }

  const busy = state.step === 'uploading' || Boolean(disabled);
  return (
    <>
      <HiddenFileInput ref={input} testId={testId} onFile={(file) => void start(file)} />
      <div className="upload-actions">
        <button type="button" className={buttonClassName} disabled={busy} onClick={() => (canChoose?.() ?? true) && input.current?.click()}>
          {label}
        </button>
        {children}
      </div>
      {state.step === 'uploading' && (
        <div className={progressClassName ? `upload-progress ${progressClassName}` : 'upload-progress'} role="status">
          <progress max={100} value={state.percent} aria-label={progressText(state.name, state.percent)} />
          <span>{progressText(state.name, state.percent)}</span>
        </div>
      )}
      {state.step === 'error' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
