import { useTranslation } from 'react-i18next';

const PILLARS = ['quality', 'timeliness', 'after_sales', 'templates'] as const;

/** The four-column about block of the default layout (spec §2 Home). */
export function AboutBlock() {
  const { t } = useTranslation();
  return (
    <section className="about-block" aria-label={t('about.title')}>
      <div className="container about-grid">
        {PILLARS.map((key) => (
          <div key={key} className={`about-item about-${key}`}>
            <span className="about-icon" aria-hidden="true" />
            <div>
              <h3>{t(`about.${key}.title`)}</h3>
              <p>{t(`about.${key}.body`)}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
