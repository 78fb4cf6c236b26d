import { useTranslation } from 'react-i18next';

export function SiteClosed() {
  const { t } = useTranslation();
  return (
    <div className="site-closed" role="alert">
      <h1>{t('common.site_closed')}</h1>
      <p>{t('common.site_closed_detail')}</p>
    </div>
  );
}
