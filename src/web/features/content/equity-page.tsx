import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { isLocale } from '../../../domain/i18n/locales';
import { GROWTH_WINDOW_DAYS, LV5_ANNUAL_FEE_FILS, MEMBER_LEVELS, type MemberLevel } from '../../../domain/membership';
import { formatAed } from '../../../domain/format';
import type { Locale } from '../../../domain/i18n/locales';
import { LoginLink } from '../../components/login-link';
import { useSession } from '../../../client/lib/session-store';

/** The perks of one level, as the level table (src/domain/membership.ts) gives them — the same table the server applies. */
function perksOf(level: MemberLevel, t: (key: string, params?: Record<string, unknown>) => string, locale: Locale): string[] {
  return [
    ...level.perks.map((perk) => t(`equity.perk.${perk}`)),
    ...(level.deadlineExtensionMinutes > 0 ? [t('equity.perk.deadline_extension', { minutes: level.deadlineExtensionMinutes })] : []),
    ...(level.freeRushPerYear > 0 ? [t('equity.perk.free_rush', { orders: level.freeRushPerYear })] : []),
    ...(level.creditLimitFils > 0 ? [t('equity.perk.credit', { amount: `\u2066${formatAed(level.creditLimitFils, locale)}\u2069` })] : []),
  ];
}

/** /equity — member benefits: levels, how to reach them, what each gives (spec §1, §4, §6, §9), from the one level table. */
export default function EquityPage() {
  const { t, i18n } = useTranslation('content');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const token = useSession((s) => s.token);
  return (
    <div className="container page-section">
      <section className="equity-hero">
        <h1>{t('equity.title')}</h1>
        <p>{t('equity.intro', { days: GROWTH_WINDOW_DAYS })}</p>
        <p>
          {token ? (
            <Link to="/user/member" className="btn btn-primary">
              {t('equity.centre')}
            </Link>
          ) : (
            <LoginLink className="btn btn-primary">{t('equity.centre_guest')}</LoginLink>
          )}
        </p>
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
          {MEMBER_LEVELS.map((level) => {
            const perks = perksOf(level, t, locale);
            return (
              <tr key={level.level}>
                <th scope="row">Lv{level.level}</th>
                <td>
                  {level.annual
                    ? t('equity.annual_fee', { fee: formatAed(LV5_ANNUAL_FEE_FILS, locale) })
                    : level.level === 0
                      ? t('equity.on_signup')
                      : t('equity.points', { points: level.growthPoints })}
                </td>
                <td>{level.discountPercent > 0 ? t('equity.discount_value', { percent: level.discountPercent }) : '—'}</td>
                <td>{perks.length > 0 ? perks.join(' · ') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section className="equity-notes">
        <h2>{t('equity.member_day_title')}</h2>
        <p>{t('equity.member_day')}</p>
        <h2>{t('equity.rules_title')}</h2>
        <ul>
          <li>{t('equity.rule_points')}</li>
          <li>{t('equity.rule_upgrade')}</li>
          <li>{t('equity.rule_downgrade')}</li>
          <li>{t('equity.rule_trial')}</li>
        </ul>
      </section>
    </div>
  );
}
