/**
 * /user/member — the membership centre (spec §2 "membership center"; docs/membership.md): the level, the growth
 * points of the latest 90 days and what the next level needs, what the next monthly assessment will give, the perks
 * of the level with what was used and is left, the annual membership (Lv5: buy or renew — an order paid on the
 * payment page), and the growth records. Everything comes from `member/info` and `member/growth`; the level table
 * itself (src/domain/membership.ts) names the level that first gives a perk.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { formatAed } from '../../../domain/format';
import type { Locale } from '../../../domain/i18n/locales';
import { PAGE_SIZES } from '../../../domain/limits';
import { levelMove, levelName, MEMBER_LEVELS, memberLevel, signedPoints, type MemberLevel } from '../../../domain/membership';
import { ONLINE_LIMIT_FILS } from '../../../domain/order/payment';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { Pager } from '../../../client/components/pager';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDate, formatDateTime, formatShopDate } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import './membership.css';

type MemberInfo = components['schemas']['MemberInfo'];
type GrowthRecord = components['schemas']['GrowthRecord'];

/** "\u2066…\u2069" keeps an amount or a level name in its own direction inside Arabic text. */
const iso = (text: string) => `\u2066${text}\u2069`;

export default function MemberPage() {
  const { t } = useTranslation('membership');
  const info = usePageQuery(envelope($api.queryOptions('get', '/member/info')));
  return (
    <section className="mb-page" aria-labelledby="mb-title">
      <div className="mb-head">
        <h1 id="mb-title" className="mb-title">
          {t('membership.title')}
        </h1>
        <Link to="/equity" className="mb-link">
          {t('membership.all_levels')}
        </Link>
      </div>
      {!info.data ? <p className="mb-muted">{info.failed ? t('membership.load_failed') : t('membership.loading')}</p> : <Centre info={info.data} />}
      <GrowthRecords />
    </section>
  );
}

function Centre({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const level = memberLevel(info.level);
  return (
    <>
      <div className="mb-card" data-testid="member-card">
        <div className="mb-badge" aria-hidden="true">
          <bdi dir="ltr">{info.level_name}</bdi>
        </div>
        <div className="mb-card-text">
          <p className="mb-level-line">
            {t('membership.your_level')}{' '}
            <strong data-testid="member-level-name">
              <bdi dir="ltr">{info.level_name}</bdi>
            </strong>
            {info.annual_active && info.annual_until && <span className="mb-annual-tag">{t('membership.annual_until', { date: formatDate(info.annual_until, locale) })}</span>}
          </p>
          <p className="mb-points">
            <span data-testid="member-points">{t('membership.points', { count: info.points, days: info.window_days })}</span>
          </p>
          <NextLevelBar info={info} level={level} />
        </div>
      </div>
      <Assessment info={info} />
      <Annual info={info} />
      <Perks info={info} />
    </>
  );
}

function NextLevelBar({ info, level }: { info: MemberInfo; level: MemberLevel }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const next = info.next;
  if (!next) return <p className="mb-next">{t('membership.next.top')}</p>;
  if (next.by === 'annual_fee') return <p className="mb-next">{t('membership.next.annual', { fee: iso(formatAed(next.fee_fils ?? info.annual_fee_fils, locale)) })}</p>;
  const target = memberLevel(next.level).growthPoints;
  const from = Math.min(level.growthPoints, target);
  const share = target > from ? Math.min(1, Math.max(0, (info.points - from) / (target - from))) : 1;
  return (
    <div className="mb-next">
      <div className="mb-progress" role="progressbar" aria-valuemin={0} aria-valuemax={target} aria-valuenow={Math.min(info.points, target)} aria-label={t('membership.next.progress', { level: levelName(next.level) })}>
        <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </div>
      <p>{t('membership.next.points', { count: next.points_needed ?? 0, level: iso(levelName(next.level)) })}</p>
    </div>
  );
}

/** What the 1st of next month will do, when it lowers the level (or keeps an annual member). */
function Assessment({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const date = formatShopDate(info.next_assessment_at, locale);
  // Nothing to keep at Lv0; an annual member keeps Lv5 whatever the points.
  if (info.annual_active || info.level === 0) return null;
  const keeps = info.level_at_assessment >= info.level;
  const toKeep = Math.max(0, memberLevel(info.level).growthPoints - info.points_at_assessment);
  return (
    <p className={`mb-note${keeps ? '' : ' is-warning'}`} data-testid="member-assessment">
      {keeps
        ? t('membership.assessment.keeps', { date, level: iso(info.level_name) })
        : t('membership.assessment.drops', { date, count: info.points_at_assessment, level: iso(levelName(info.level_at_assessment)), needed: toKeep, current: iso(info.level_name) })}
    </p>
  );
}

/** The annual membership: an order waiting for payment, or buying (renewing) it. */
function Annual({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const navigate = useNavigate();
  const buy = useShopMutation({ mutationFn: () => api.POST('/member/annual/buy') });
  const fee = iso(formatAed(info.annual_fee_fils, locale));
  return (
    <section className="mb-panel mb-annual" aria-labelledby="mb-annual-title">
      <h2 id="mb-annual-title" className="mb-section-title">
        {t('membership.annual.title')}
      </h2>
      <p>{t('membership.annual.what', { fee, discount: memberLevel(5).discountPercent })}</p>
      {info.annual_order ? (
        <p className="mb-note">
          {t('membership.annual.waiting', { sn: iso(info.annual_order.order_sn) })}{' '}
          <Link to={`/payment?order_id=${info.annual_order.order_id}`} className="btn btn-primary btn-small">
            {t('membership.annual.pay_now')}
          </Link>
        </p>
      ) : (
        <div className="mb-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={buy.pending}
            onClick={async () => {
              const order = await buy.run(undefined);
              if (order) navigate(`/payment?order_id=${order.order_id}`);
            }}
          >
            {info.annual_active ? t('membership.annual.renew') : t('membership.annual.buy')}
          </button>
          <span className="mb-muted mb-small">{t('membership.annual.how_to_pay', { limit: iso(formatAed(ONLINE_LIMIT_FILS, locale)) })}</span>
        </div>
      )}
    </section>
  );
}

/** The level's perks with what was used and is left; a perk the level lacks names the level that gives it. */
function Perks({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const perks = info.perks;
  const from = (has: (l: MemberLevel) => boolean) => {
    const first = MEMBER_LEVELS.find(has);
    return first ? t('membership.perks.from_level', { level: iso(levelName(first.level)) }) : '';
  };
  const cards: { key: string; title: string; value: ReactNode; note: string; on: boolean }[] = [
    {
      key: 'discount',
      title: t('membership.perks.discount'),
      value: perks.discount_percent > 0 ? t('membership.perks.discount_value', { percent: perks.discount_percent }) : '—',
      note: perks.discount_percent > 0 ? t('membership.perks.discount_saved', { amount: iso(formatAed(perks.discount_saved_fils, locale)) }) : from((l) => l.discountPercent > 0),
      on: perks.discount_percent > 0,
    },
    {
      key: 'free_rush',
      title: t('membership.perks.free_rush'),
      value: perks.free_rush_per_year > 0 ? t('membership.perks.free_rush_value', { left: perks.free_rush_left, total: perks.free_rush_per_year }) : '—',
      note: perks.free_rush_per_year > 0 ? t('membership.perks.free_rush_used', { count: perks.free_rush_used }) : from((l) => l.freeRushPerYear > 0),
      on: perks.free_rush_per_year > 0,
    },
    {
      key: 'deadline',
      title: t('membership.perks.deadline'),
      value: perks.deadline_extension_minutes > 0 ? t('membership.perks.deadline_value', { minutes: perks.deadline_extension_minutes }) : '—',
      note: perks.deadline_extension_minutes > 0 ? t('membership.perks.deadline_note') : from((l) => l.deadlineExtensionMinutes > 0),
      on: perks.deadline_extension_minutes > 0,
    },
    {
      key: 'credit',
      title: t('membership.perks.credit'),
      value: perks.credit_line_fils > 0 ? <Money fils={perks.credit_line_fils} /> : '—',
      note: perks.credit_line_fils > 0 ? t('membership.perks.credit_used', { amount: iso(formatAed(perks.credit_used_fils, locale)) }) : from((l) => l.creditLimitFils > 0),
      on: perks.credit_line_fils > 0,
    },
  ];
  return (
    <section className="mb-panel" aria-labelledby="mb-perks-title">
      <h2 id="mb-perks-title" className="mb-section-title">
        {t('membership.perks.title')}
      </h2>
      <ul className="mb-perks" data-testid="member-perks">
        {cards.map((card) => (
          <li key={card.key} className={`mb-perk is-${card.key}${card.on ? '' : ' is-off'}`}>
            <span className="mb-perk-title">{card.title}</span>
            <span className="mb-perk-value">{card.value}</span>
            <span className="mb-muted mb-small">{card.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GrowthRecords() {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const records = usePageQuery(envelope($api.queryOptions('get', '/member/growth', { params: { query: { page_no: page, page_size: PAGE_SIZES.growthLedger.default } } })));
  return (
    <section className="mb-panel" aria-labelledby="mb-records-title">
      <h2 id="mb-records-title" className="mb-section-title">
        {t('membership.records.title')}
      </h2>
      {!records.data ? (
        <p className="mb-muted">{records.failed ? t('membership.load_failed') : t('membership.loading')}</p>
      ) : records.data.lists.length === 0 ? (
        <p className="mb-muted">{t('membership.records.empty')}</p>
      ) : (
        <>
          <div className="mb-table-box">
            <table className="mb-table" data-testid="growth-records">
              <thead>
                <tr>
                  <th scope="col">{t('membership.records.when')}</th>
                  <th scope="col">{t('membership.records.what')}</th>
                  <th scope="col" className="mb-num">
                    {t('membership.records.change')}
                  </th>
                  <th scope="col" className="mb-num">
                    {t('membership.records.after')}
                  </th>
                  <th scope="col">{t('membership.records.level')}</th>
                </tr>
              </thead>
              <tbody>
                {records.data.lists.map((row) => (
                  <RecordRow key={row.id} row={row} locale={locale} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={records.data.page_no} pageSize={records.data.page_size} count={records.data.count} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </>
      )}
    </section>
  );
}

function RecordRow({ row, locale }: { row: GrowthRecord; locale: Locale }) {
  const { t } = useTranslation('membership');
  return (
    <tr>
      <td className="mb-nowrap">{formatDateTime(row.created_at, locale)}</td>
      <td>
        {t(`membership.records.reason.${row.reason}`)}
        {row.order_id !== null && row.order_sn && (
          <>
            {' '}
            <Link to={`/user/order/detail?id=${row.order_id}`} className="mb-link">
              <bdi dir="ltr">{row.order_sn}</bdi>
            </Link>
          </>
        )}
        {row.note && <span className="mb-muted mb-block">{row.note}</span>}
        {row.delta_points > 0 && <span className="mb-muted mb-block mb-small">{t('membership.records.counts_until', { date: formatDate(row.counts_until, locale) })}</span>}
      </td>
      <td className={`mb-num${row.delta_points > 0 ? ' is-up' : row.delta_points < 0 ? ' is-down' : ''}`}>
        <bdi dir="ltr">{signedPoints(row.delta_points)}</bdi>
      </td>
      <td className="mb-num">{row.points_after}</td>
      <td>
        <bdi dir="ltr">{levelMove(row.level_before, row.level_after)}</bdi>
      </td>
    </tr>
  );
}
