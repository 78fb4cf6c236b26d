/**
 * /user/design/design_my — the designer's own tasks and earnings (issue 14): totals (earned, approved, in progress),
 * one row per approved task with the fee and their share, and the tasks still in their hands.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DESIGNER_SHARE_PERCENT } from '../../../domain/design/design';
import { Money } from '../../../client/components/money';
import { Pager } from '../../../client/components/pager';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { DesignersOnly } from './designers-only';
import { DesignStatus } from './parts';
import '../../components/checkout.css';
import './design.css';

export default function MyTasksPage() {
  return (
    <DesignersOnly>
      <MyTasks />
    </DesignersOnly>
  );
}

function MyTasks() {
  const { t } = useTranslation('design');
  const locale = useLocale();
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const earnings = usePageQuery(envelope($api.queryOptions('get', '/designer/earnings', { params: { query: { page_no: page } } })));
  const working = usePageQuery(envelope($api.queryOptions('get', '/designer/tasks', { params: { query: { scope: 'mine' } } })));
  const e = earnings.data;
  const current = working.data?.lists.filter((task) => task.status !== 'approved' && task.status !== 'cancelled') ?? [];
  return (
    <section className="ds-page" aria-labelledby="ds-my-title">
      <div className="ds-head">
        <h1 id="ds-my-title" className="ds-title">
          {t('design.my.title')}
        </h1>
        <Link to="/user/design" className="ds-link">
          {t('design.centre.title')}
        </Link>
      </div>
      {!e || !ready ? (
        <p className="ds-muted">{t('design.loading')}</p>
      ) : (
        <>
          <dl className="ds-totals" data-testid="earning-totals">
            <div>
              <dt>{t('design.my.earned')}</dt>
              <dd>
                <Money fils={e.total_fils} />
              </dd>
            </div>
            <div>
              <dt>{t('design.my.approved')}</dt>
              <dd>{e.approved}</dd>
            </div>
            <div>
              <dt>{t('design.my.in_progress')}</dt>
              <dd>{e.in_progress}</dd>
            </div>
          </dl>
          <p className="ds-muted">{t('design.my.share', { percent: DESIGNER_SHARE_PERCENT })}</p>

          <section className="ds-panel" aria-labelledby="ds-current-title">
            <h2 id="ds-current-title" className="ds-section-title">
              {t('design.my.current')}{' '}
              <Link to="/user/design?scope=mine" className="ds-link ds-small">
                {t('design.my.all_mine')}
              </Link>
            </h2>
            {current.length === 0 ? (
              <p className="ds-muted">
                {t('design.my.none_current')}{' '}
                <Link to="/user/design" className="ds-link">
                  {t('design.my.find_tasks')}
                </Link>
              </p>
            ) : (
              <ul className="ds-rows">
                {current.map((task) => (
                  <li key={task.id}>
                    <Link to={`/user/design/detail?id=${task.id}`} className="ds-link">
                      <bdi>{task.sn}</bdi>
                    </Link>{' '}
                    · {t(task.title)} <DesignStatus status={task.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="ds-panel" aria-labelledby="ds-earnings-title">
            <h2 id="ds-earnings-title" className="ds-section-title">
              {t('design.my.earnings')}
            </h2>
            {e.lists.length === 0 ? (
              <p className="ds-muted">{t('design.my.no_earnings')}</p>
            ) : (
              <>
                <table className="ck-table ds-table" data-testid="earnings">
                  <thead>
                    <tr>
                      <th>{t('design.sn')}</th>
                      <th>{t('design.product')}</th>
                      <th>{t('design.my.approved_at')}</th>
                      <th>{t('design.fee')}</th>
                      <th>{t('design.my.your_share')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.lists.map((row) => (
                      <tr key={row.task_id}>
                        <td>
                          <Link to={`/user/design/detail?id=${row.task_id}`} className="ds-link">
                            <bdi>{row.sn}</bdi>
                          </Link>
                        </td>
                        <td>{t(row.title)}</td>
                        <td>{formatDateTime(row.created_at, locale)}</td>
                        <td>
                          <Money fils={row.fee_fils} />
                        </td>
                        <td>
                          <Money fils={row.amount_fils} className="ck-price" />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pager pageNo={e.page_no} pageSize={e.page_size} count={e.count} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
              </>
            )}
          </section>
        </>
      )}
    </section>
  );
}
