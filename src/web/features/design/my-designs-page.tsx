/**
 * /user/order/design — the shopper's design services (issue 14): each task with its order, product, status and
 * drafts; a draft waiting for an answer is flagged; opens /user/order/design_detail to review.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { Pager } from '../../../client/components/pager';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { DesignStatus, TaskProduct } from './parts';
import '../../components/checkout.css';
import './design.css';

export default function MyDesignsPage() {
  const { t } = useTranslation('design');
  const locale = useLocale();
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const { data } = usePageQuery(envelope($api.queryOptions('get', '/design/lists', { params: { query: { page_no: page } } })));
  return (
    <section className="ds-page" aria-labelledby="ds-mine-title">
      <div className="ds-head">
        <h1 id="ds-mine-title" className="ds-title">
          {t('design.mine.title')}
        </h1>
      </div>
      <p className="ds-muted">{t('design.mine.intro')}</p>
      <div className="ds-panel">
        {!data || !ready ? (
          <p className="ds-muted">{t('design.loading')}</p>
        ) : data.lists.length === 0 ? (
          <div className="ds-empty">
            <p>{t('design.mine.empty')}</p>
            <Link to="/goods_list/custom" className="btn btn-primary">
              {t('design.mine.browse')}
            </Link>
          </div>
        ) : (
          <>
            <table className="ck-table ds-table" data-testid="my-designs">
              <thead>
                <tr>
                  <th>{t('design.product')}</th>
                  <th>{t('design.order')}</th>
                  <th>{t('design.status_label')}</th>
                  <th>{t('design.updated')}</th>
                  <th>
                    <span className="visually-hidden">{t('design.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lists.map((task) => (
                  <tr key={task.id} data-task-id={task.id}>
                    <td>
                      <TaskProduct task={task}>
                        <span className="ds-muted ds-small">
                          <bdi>{task.sn}</bdi>
                        </span>
                      </TaskProduct>
                    </td>
                    <td>
                      <Link to={`/user/order/detail?id=${task.order_id}`} className="ds-link">
                        <bdi>{task.order_sn}</bdi>
                      </Link>
                    </td>
                    <td>
                      <DesignStatus status={task.status} />
                      {task.status === 'draft_submitted' && <p className="ds-flag">{t('design.mine.waiting_for_you')}</p>}
                    </td>
                    <td className="ds-muted">{formatDateTime(task.updated_at, locale)}</td>
                    <td>
                      <Link to={`/user/order/design_detail?id=${task.id}`} className="btn btn-small">
                        {task.status === 'draft_submitted' ? t('design.mine.review') : t('design.mine.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
          </>
        )}
      </div>
    </section>
  );
}
