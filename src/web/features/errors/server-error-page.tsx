import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <p className="error-code" aria-hidden="true">
        500
      </p>
      <h1>{t('errors_page.server_error')}</h1>
      <p>{t('errors_page.server_error_detail')}</p>
      <Link className="btn btn-primary" to="/" replace>
        {t('common.back_home')}
      </Link>
    </section>
  );
}
