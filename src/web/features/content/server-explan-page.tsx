import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { useServiceConfig } from '../../../client/api/session-queries';

/** /server_explan — how service works: contact lines, hours, file rules, tolerances, delivery and payment. */
export default function ServerExplanPage() {
  const { t } = useTranslation('content');
  const service = useServiceConfig();
  const sections = ['ordering', 'files', 'tolerances', 'delivery', 'payment', 'after_sales'] as const;
  return (
    <div className="container page-section narrow">
      <h1>{t('explain.title')}</h1>
      <p className="lead">{t('explain.intro')}</p>
      {sections.map((key) => (
        <section key={key} className="explain-section">
          <h2>{t(`explain.${key}.title`)}</h2>
          <p>{t(`explain.${key}.body`)}</p>
        </section>
      ))}
      {service && (
        <section className="explain-section">
          <h2>{t('explain.contact_title')}</h2>
          <table className="table">
            <thead>
              <tr>
                <th>{t('explain.line')}</th>
                <th>{t('explain.phone')}</th>
                <th>WhatsApp</th>
              </tr>
            </thead>
            <tbody>
              {service.service_lines.map((line) => (
                <tr key={line.key}>
                  <td>{line.name}</td>
                  <td dir="ltr">{line.phone}</td>
                  <td dir="ltr">{line.whatsapp}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('explain.hours', { days: service.working_days, hours: service.working_hours })}</p>
        </section>
      )}
      <p>
        <Link to="/news_list">{t('content.help_centre')}</Link>
      </p>
    </div>
  );
}
