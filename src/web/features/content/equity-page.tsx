import { useTranslation } from 'react-i18next';
import { isLocale } from '../../../domain/i18n/locales';
import { MEMBER_LEVELS, LV5_ANNUAL_FEE_FILS, GROWTH_WINDOW_DAYS } from '../../../domain/membership';
import { formatAed } from '../../../domain/format';

/** /equity — member benefits: levels, how to reach them, what each gives (spec §1, §4, §6, §9). */
export default function EquityPage() {
  const { t, i18n } = useTranslation('content');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <div className="container page-section">
      <section className="equity-hero">
        <h1>{t('equity.title')}</h1>
        <p>{t('equity.intro', { days: GROWTH_WINDOW_DAYS })}</p>
      </section>
      <table className="table equity-table">
        <thead>
          <tr>
            <th>{t('equity.level')}</th>
            <th>{t('equity.how')}</th>
            <th>{t('equity.discount')}</th>
            <th>{t('equity.perks')}</th>
          </tr>
        </thead>
        <tbody>
          {MEMBER_LEVELS.map((level) => (
            <tr key={level.level}>
              <th scope="row">Lv{level.level}</th>
              <td>
                {level.level === 5
                  ? t('equity.annual_fee', { fee: formatAed(LV5_ANNUAL_FEE_FILS, locale) })
                  : level.level === 0
                    ? t('equity.on_signup')
                    : t('equity.points', { points: level.growthPoints })}
              </td>
              <td>{level.discountPercent > 0 ? t('equity.discount_value', { percent: level.discountPercent }) : '—'}</td>
              <td>{level.perks.length > 0 ? level.perks.map((p) => t(`equity.perk.${p}`)).join(' · ') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="equity-notes">
        <h2>{t('equity.member_day_title')}</h2>
        <p>{t('equity.member_day')}</p>
        <h2>{t('equity.rules_title')}</h2>
        <ul>
          <li>{t('equity.rule_upgrade')}</li>
          <li>{t('equity.rule_downgrade')}</li>
          <li>{t('equity.rule_trial')}</li>
        </ul>
      </section>
    </div>
  );
}
