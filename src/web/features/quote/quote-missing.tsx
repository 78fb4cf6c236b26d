import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';

/** An unknown product code or goods id. */
export function QuoteMissing() {
  const { t } = useTranslation();
  return (
    <div className="container page-section empty-state">
      <h1>{t('quote_ui.missing_title')}</h1>
      <p>{t('quote_ui.missing_hint')}</p>
      <Link className="btn btn-primary" to="/goods_list/custom">
        {t('quote_ui.browse')}
      </Link>
    </div>
  );
}
