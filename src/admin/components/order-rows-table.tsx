import { useTranslation } from 'react-i18next';
import { Link } from '../../client/components/navigation';
import type { components } from '../../generated/shop-api';
import { formatAed } from '../../domain/format';
import { useLocale } from '../../client/i18n';
import { formatDateTime } from '../../client/format/format';
import { QueueTable } from './queue-page';

type Row = components['schemas']['StaffOrderRow'];

/** Orders as a table row each (the queue, the cancellation requests): SN → the order page; a queue's table. */
export function OrderRowsTable({ rows, loading, failed, showReason }: { rows: Row[]; loading: boolean; failed: boolean; showReason?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const columns = [
    t('admin.orders.order_sn'),
    t('admin.orders.customer'),
    t('admin.orders.status'),
    t('admin.orders.payment'),
    { label: t('admin.orders.amount'), numeric: true },
    showReason ? t('admin.cancel.reason') : t('admin.orders.placed'),
  ];
  return (
    <QueueTable columns={columns} rowCount={rows.length} loading={loading} failed={failed} empty={t('admin.orders.empty')}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="adm-nowrap">
            <Link to={`/orders/${row.id}`} className="adm-link">
              <bdi>{row.order_sn}</bdi>
            </Link>
            {row.cancel_requested && <span className="adm-badge adm-badge-warn">{t('admin.orders.cancel_requested')}</span>}
          </td>
          <td>
            <Link to={`/customers/${row.customer.id}`} className="adm-link">
              <bdi>{row.customer.nickname}</bdi>
            </Link>
            <div className="adm-muted">
              <bdi dir="ltr">{row.customer.mobile}</bdi>
            </div>
          </td>
          <td>
            <span className={`adm-status adm-status-${row.status}`}>{t(`admin.status.${row.status}`)}</span>
          </td>
          <td>
            {row.payment_method ? t(`admin.method.${row.payment_method}`) : '—'}
            <div className="adm-muted">{t(`admin.payment_status.${row.payment_status}`)}</div>
          </td>
          <td className="adm-num adm-nowrap">{formatAed(row.amount_due_fils, locale)}</td>
          <td className={showReason ? '' : 'adm-nowrap'}>{showReason ? <bdi>{row.cancel_reason}</bdi> : formatDateTime(row.created_at, locale)}</td>
        </tr>
      ))}
    </QueueTable>
  );
}
