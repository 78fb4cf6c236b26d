/** /cancel-requests: paid orders whose customer asked to cancel, oldest request first; each opens its order page. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/limits';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { QueuePage } from '../../components/queue-page';
import { OrderRowsTable } from '../../components/order-rows-table';

export default function CancelRequestsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const pageNo = Math.min(positiveInt(params.get('page')) ?? 1, 10_000);
  const pageSize = PAGE_SIZES.staffOrders.default;
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/cancelRequests', { params: { query: { page_no: pageNo, page_size: pageSize } } })));
  return (
    <QueuePage
      title={t('admin.cancel.title')}
      intro={t('admin.cancel.intro')}
      table={<OrderRowsTable rows={data?.lists ?? []} loading={loading} failed={failed} showReason />}
      paging={{ pageNo, pageSize, count: data?.count ?? 0, onPage: (page) => setParams(page > 1 ? { page: String(page) } : {}) }}
    />
  );
}
