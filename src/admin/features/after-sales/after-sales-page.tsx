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
import { QueuePage, QueueTable } from '../../components/queue-page';

const isStatus = (value: string | null): value is AfterSaleStatus => value !== null && (AFTER_SALE_STATUSES as readonly string[]).includes(value);
const TABS: readonly (AfterSaleStatus | 'all')[] = ['all', ...AFTER_SALE_STATUSES];

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
  const rows = data?.lists ?? [];
  const columns = [t('admin.after_sales.sn'), t('admin.after_sales.order'), t('admin.after_sales.customer'), t('admin.after_sales.type'), t('admin.after_sales.reason'), t('admin.after_sales.status'), t('admin.after_sales.created')];
  return (
    <QueuePage
      title={t('admin.after_sales.title')}
      intro={t('admin.after_sales.intro')}
      tabs={{
        label: t('admin.after_sales.status'),
        keys: TABS,
        value: status ?? 'all',
        labelOf: (tab) => (tab === 'all' ? t('admin.after_sales.all') : t(`admin.after_sale_status.${tab}`)),
        countOf: (tab) => (tab === 'all' ? total : (data?.counts[tab] ?? 0)),
        onChange: (tab) => go(tab === 'all' ? {} : { status: tab }),
      }}
      table={
        <QueueTable columns={columns} rowCount={rows.length} loading={loading} failed={failed} empty={t('admin.after_sales.empty')}>
          {rows.map((row) => (
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
          ))}
        </QueueTable>
      }
      paging={{ pageNo, pageSize, count: data?.count ?? 0, onPage: (page) => go({ status, page }) }}
    />
  );
}
