/** Upload the design file on the quote page (or later at checkout): the shared uploader, then the accepted file. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DesignFileUploader } from '../../components/design-file-uploader';
import { fileSizeText } from '../../../client/format/format';
import { useSession } from '../../../client/lib/session-store';
import type { UploadedDesign } from '../../../client/api/upload';
import { askToLogIn } from './cart';

/** `designHref`: the online editor at this configuration's size, for products it designs (docs/online-design.md). */
export function DesignUpload({ onChange, designHref }: { onChange(file: UploadedDesign | null): void; designHref?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<UploadedDesign | null>(null);

  return (
    <section className="quote-card quote-upload" aria-labelledby="quote-upload-title">
      <h2 id="quote-upload-title">{t('quote_ui.upload.title')}</h2>
      <p className="quote-muted">{t('quote_ui.upload.hint')}</p>
      <DesignFileUploader
        testId="design-file"
        progressClassName="quote-progress"
        label={file ? t('quote_ui.upload.replace') : t('quote_ui.upload.choose')}
        progressText={(name, percent) => t('quote_ui.upload.uploading', { name, percent })}
        failedText={t('quote_ui.upload.failed')}
        canChoose={() => {
          if (useSession.getState().token) return true;
          askToLogIn(navigate);
          return false;
        }}
        onLoggedOut={() => {
          useSession.getState().setToken(null);
          askToLogIn(navigate);
        }}
        onUploaded={(uploaded) => {
          setFile(uploaded);
          onChange(uploaded);
        }}
      >
        {designHref && (
          <Link to={designHref} className="btn btn-outline" data-testid="design-online">
            {t('quote_ui.upload.design_online')}
          </Link>
        )}
        <span className="quote-muted">{t('quote_ui.upload.later')}</span>
      </DesignFileUploader>
      {designHref && <p className="quote-muted">{t('quote_ui.upload.design_online_hint')}</p>}
      {file && (
        <div className="quote-upload-done" role="status">
          <span>{t('quote_ui.upload.done', { name: file.name, size: fileSizeText(file.size) })}</span>
          <span className="quote-muted">{t('quote_ui.upload.attached')}</span>
          <button
            type="button"
            className="link-button quote-link"
            onClick={() => {
              setFile(null);
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
