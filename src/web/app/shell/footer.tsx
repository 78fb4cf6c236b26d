/** Footer (spec §2): help links to /news_list/detail?id=, tags, logos, copyright, record number and link, hours. */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { ShopImage } from '../../../client/components/shop-image';
import { usePublicData, useServiceConfig } from '../../../client/api/session-queries';

export function Footer() {
  const { t } = useTranslation();
  const publicData = usePublicData();
  const service = useServiceConfig();
  const shop = publicData?.shop;
  const footer = publicData?.decoration.footer;
  return (
    <footer className="site-footer">
      {footer?.show === 1 && (
        <div className="container footer-main">
          <nav className="footer-help" aria-label={t('footer.help')}>
            <h4>{t('footer.help')}</h4>
            <ul>
              {footer.content.help.map((article) => (
                <li key={article.id}>
                  <Link to={`/news_list/detail?id=${article.id}`}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="footer-contact">
            <h4>{t('footer.contact')}</h4>
            {service && (
              <ul>
                {service.service_lines.slice(0, 3).map((line) => (
                  <li key={line.key}>
                    {line.name}: <a href={`tel:${line.phone.replace(/\s/g, '')}`} dir="ltr">{line.phone}</a>
                  </li>
                ))}
                <li>
                  <a href={`mailto:${service.support_email}`}>{service.support_email}</a>
                </li>
              </ul>
            )}
            <p className="footer-hours">{t('footer.hours')}</p>
          </div>
        </div>
      )}
      {footer?.show === 1 && (
        <div className="container footer-tags">
          <ul className="tags">
            {footer.content.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <ul className="logos">
            {footer.content.logos.map((logo) => (
              <li key={logo.name}>
                <ShopImage src={logo.image} alt={logo.name} width={64} height={40} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="footer-legal">
        <div className="container footer-legal-inner">
          {footer?.show !== 1 && <span>{t('footer.hours')}</span>}
          {shop && <span>{shop.copyright}</span>}
          {shop && (
            <a href={shop.record_system_link} target="_blank" rel="noopener noreferrer">
              {shop.record_number}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
