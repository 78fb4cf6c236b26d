/** /after-sales: the after-sales queue by status (counts per status), newest first; each row opens its application. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { AFTER_SALE_STATUSES, type AfterSaleStatus } from '../../../domain/after-sales/after-sales';
import { PAGE_SIZES } from '../../../domain/limits';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { useLocale } from '../../../client/i18n';
import { ConsolePager } from '../../components/console-pager';

const isStatus = (value: string | null): value is AfterSaleStatus => value !== null && (AFTER_SALE_STATUSES as readonly string[]).includes(value);

export default function AfterSalesQueuePage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const pageNo = Math.min(positiveInt(params.get('page')) ?? 1, 10_000);
  const pageSize = PAGE_SIZES.staffAfterSales.default;
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/afterSales', { params: { query: { page_no: pageNo, page_size: pageSize, ...(status ? { status } : {}) } } })));
  const go = (next: { status?: AfterSaleStatus | undefined; page?: number }) => {
    const query: Record<string, string> = {};
    if (next.status) query['status'] = next.status;
    if ((next.page ?? 1) > 1) query['page'] = String(next.page);
    setParams(query);
  };
  const total = Object.values(data?.counts ?? {}).reduce((a, b) => a + b, 0);
  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin.after_sales.title')}</h1>
        <p className="adm-muted">{t('admin.after_sales.intro')}</p>
      </header>
      <div className="adm-tabs" role="tablist" aria-label={t('admin.after_sales.status')}>
        <button type="button" role="tab" aria-selected={!status} className={`adm-tab${status ? '' : ' active'}`} onClick={() => go({})}>
          {t('admin.after_sales.all')} <span>{total}</span>
        </button>
        {AFTER_SALE_STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={status === s} className={`adm-tab${status === s ? ' active' : ''}`} onClick={() => go({ status: s })}>
            {t(`admin.after_sale_status.${s}`)} <span>{data?.counts[s] ?? 0}</span>
          </button>
        ))}
      </div>
      <div className="adm-panel">
        <div className="adm-table-box">
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('admin.after_sales.sn')}</th>
                <th>{t('admin.after_sales.order')}</th>
                <th>{t('admin.after_sales.customer')}</th>
                <th>{t('admin.after_sales.type')}</th>
                <th>{t('admin.after_sales.reason')}</th>
                <th>{t('admin.after_sales.status')}</th>
                <th>{t('admin.after_sales.created')}</th>
              </tr>
            </thead>
            <tbody>
              {!data ? (
                <tr>
                  <td colSpan={7} className="adm-table-empty">
                    {failed ? t('admin.common.load_failed') : t('admin.common.loading')}
                  </td>
                </tr>
              ) : data.lists.length === 0 ? (
                <tr>
                  <td colSpan={7} className="adm-table-empty">
                    {t('admin.after_sales.empty')}
                  </td>
                </tr>
              ) : (
                data.lists.map((row) => (
                  <tr key={row.id} aria-busy={loading}>
                    <td>
                      <Link className="adm-link" to={`/after-sales/${row.id}`}>
                        <bdi>{row.sn}</bdi>
                      </Link>
                    </td>
                    <td>
                      <Link className="adm-link" to={`/orders/${row.order_id}`}>
                        <bdi>{row.order_sn}</bdi>
                      </Link>
                    </td>
                    <td>
                      {row.customer.nickname} <span className="adm-muted">{row.customer.mobile}</span>
                    </td>
                    <td>{t(`admin.after_sale_type.${row.type}`)}</td>
                    <td>{t(`admin.after_sale_reason.${row.reason}`)}</td>
                    <td>
                      <span className="adm-badge">{t(`admin.after_sale_status.${row.status}`)}</span>
                    </td>
                    <td className="adm-nowrap">{formatDateTime(row.created_at, locale)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <ConsolePager pageNo={pageNo} pageSize={pageSize} count={data?.count ?? 0} onPage={(page) => go({ status, page })} />
      </div>
    </section>
  );
}
