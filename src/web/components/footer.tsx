import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session-store';

export function Footer() {
  const { t } = useTranslation();
  const shop = useSession((s) => s.publicData?.shop);
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="footer-hours">{t('footer.hours')}</p>
        {shop && (
          <p className="footer-legal">
            <span>{shop.copyright}</span>
            <a href={shop.record_system_link} target="_blank" rel="noopener noreferrer">
              {shop.record_number}
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
