/**
 * The customer page's membership panel (docs/membership.md): level, growth points of the latest 90 days, what the next
 * level needs and what the next monthly assessment will give, the annual membership, the perks used, and the newest
 * growth records. Admins add or take away points with a reason (audited; the customer is told); staff see only.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { GROWTH_ADJUSTMENT_MAX, levelMove, levelName, signedPoints } from '../../../domain/membership';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDate, formatDateTime, formatShopDate } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';

type Membership = components['schemas']['StaffMembership'];

/** What an adjustment changes: this panel, the customer's figures and list (their level), the audit trails. */

export function MembershipPanel({ userId, canAdjust }: { userId: number; canAdjust: boolean }) {
  const { t } = useTranslation(['admin-membership', 'admin']);
  const locale = useLocale();
  const { data, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/customer/membership', { params: { query: { id: userId } } })));
  const [adjusting, setAdjusting] = useState(false);
  return (
    <section className="adm-panel" aria-labelledby="membership-title" data-testid="customer-membership">
      <h2 id="membership-title" className="adm-panel-title">
        {t('adm_member.title')}
      </h2>
      {!data ? (
        <p className="adm-muted adm-pad">{failed ? t('admin.common.load_failed') : t('admin.common.loading')}</p>
      ) : (
        <>
          <Figures membership={data} />
          <div className="adm-action-row adm-pad">
            {canAdjust ? (
              <button type="button" className="adm-btn" onClick={() => setAdjusting(true)}>
                {t('adm_member.adjust')}
              </button>
            ) : (
              <p className="adm-muted">{t('adm_member.admins_adjust')}</p>
            )}
          </div>
          <div className="adm-table-box">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.when')}</th>
                  <th scope="col">{t('adm_member.record')}</th>
                  <th scope="col" className="adm-num">
                    {t('adm_member.change')}
                  </th>
                  <th scope="col" className="adm-num">
                    {t('adm_member.points_after')}
                  </th>
                  <th scope="col">{t('adm_member.level')}</th>
                </tr>
              </thead>
              <tbody>
                {data.ledger.map((row) => (
                  <tr key={row.id}>
                    <td className="adm-nowrap">{formatDateTime(row.created_at, locale)}</td>
                    <td>
                      {t(`adm_member.reason.${row.reason}`)}{' '}
                      {row.order_id !== null && row.order_sn && (
                        <Link to={`/orders/${row.order_id}`} className="adm-link">
                          <bdi>{row.order_sn}</bdi>
                        </Link>
                      )}
                      {row.note && (
                        <span className="adm-muted adm-block">
                          <bdi>{row.note}</bdi>
                        </span>
                      )}
                    </td>
                    <td className="adm-num">
                      <bdi dir="ltr">{signedPoints(row.delta_points)}</bdi>
                    </td>
                    <td className="adm-num">{row.points_after}</td>
                    <td>
                      <bdi dir="ltr">{levelMove(row.level_before, row.level_after)}</bdi>
                    </td>
                  </tr>
                ))}
                {data.ledger.length === 0 && (
                  <tr>
                    <td colSpan={5} className="adm-table-empty">
                      {t('adm_member.no_records')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {adjusting && <AdjustDialog membership={data} onClose={() => setAdjusting(false)} />}
        </>
      )}
    </section>
  );
}

function Figures({ membership }: { membership: Membership }) {
  const { t } = useTranslation(['admin-membership', 'admin']);
  const locale = useLocale();
  const m = membership.member;
  const next = m.next;
  return (
    <dl className="adm-totals" data-testid="membership-figures">
      <div>
        <dt>{t('adm_member.level')}</dt>
        <dd data-testid="membership-level">
          <bdi dir="ltr">{m.level_name}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('adm_member.points', { days: m.window_days })}</dt>
        <dd data-testid="membership-points">{m.points}</dd>
      </div>
      <div>
        <dt>{t('adm_member.next')}</dt>
        <dd>{!next ? '—' : next.by === 'points' ? t('adm_member.next_points', { points: next.points_needed ?? 0, level: levelName(next.level) }) : t('adm_member.next_annual')}</dd>
      </div>
      <div>
        <dt>{t('adm_member.assessment', { date: formatShopDate(m.next_assessment_at, locale) })}</dt>
        <dd>{t('adm_member.assessment_value', { level: levelName(m.level_at_assessment), points: m.points_at_assessment })}</dd>
      </div>
      <div>
        <dt>{t('adm_member.annual')}</dt>
        <dd>{m.annual_active && m.annual_until ? t('adm_member.annual_until', { date: formatDate(m.annual_until, locale) }) : t('adm_member.annual_none')}</dd>
      </div>
      <div>
        <dt>{t('adm_member.discount')}</dt>
        <dd>{m.perks.discount_percent > 0 ? `${m.perks.discount_percent}%` : '—'}</dd>
      </div>
      <div>
        <dt>{t('adm_member.free_rush')}</dt>
        <dd>{m.perks.free_rush_per_year > 0 ? t('adm_member.free_rush_value', { used: m.perks.free_rush_used, left: m.perks.free_rush_left }) : '—'}</dd>
      </div>
      <div>
        <dt>{t('adm_member.level_credit')}</dt>
        <dd>{m.perks.level_credit_fils > 0 ? <Money fils={m.perks.level_credit_fils} /> : '—'}</dd>
      </div>
    </dl>
  );
}

function AdjustDialog({ membership, onClose }: { membership: Membership; onClose(): void }) {
  const { t } = useTranslation(['admin-membership', 'admin']);
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useShopMutation({
    mutationFn: (body: { user_id: number; delta_points: number; reason: string }) => api.POST('/staff/customer/adjustGrowth', { body }),
  });
  return (
    <ReasonDialog
      {...reasonTexts(t)}
      title={t('adm_member.adjust')}
      confirmLabel={t('adm_member.adjust_submit')}
      danger={direction === 'take'}
      onClose={onClose}
      onConfirm={async (reason) => {
        const points = Number(text.trim());
        if (!/^\d+$/.test(text.trim()) || points < 1 || points > GROWTH_ADJUSTMENT_MAX) {
          setError(t('adm_member.points_invalid', { max: GROWTH_ADJUSTMENT_MAX }));
          return false;
        }
        return (await adjust.run({ user_id: membership.user_id, delta_points: direction === 'add' ? points : -points, reason })) !== null;
      }}
    >
      <p className="adm-muted">{t('adm_member.points_now', { points: membership.member.points, level: membership.member.level_name })}</p>
      <fieldset className="adm-field adm-choice">
        <legend>{t('adm_member.direction')}</legend>
        {(['add', 'take'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} /> {t(`adm_member.${d}`)}
          </label>
        ))}
      </fieldset>
      <label className="adm-field">
        <span>{t('adm_member.amount')}</span>
        <input
          name="points"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? 'points-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <span id="points-error" className="adm-error">
            {error}
          </span>
        )}
      </label>
    </ReasonDialog>
  );
}
