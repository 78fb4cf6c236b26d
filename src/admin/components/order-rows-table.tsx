import { useTranslation } from 'react-i18next';
import { Link } from '../../client/components/navigation';
import type { components } from '../../generated/shop-api';
import { formatAed } from '../../domain/format';
import { useLocale } from '../../client/i18n';
import { formatDateTime } from '../../client/format/format';

type Row = components['schemas']['StaffOrderRow'];

/** Orders as a table row each (the queue, the cancellation requests): SN → the order page. */
export function OrderRowsTable({ rows, loading, failed, showReason }: { rows: Row[]; loading: boolean; failed: boolean; showReason?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div className="adm-table-box" aria-busy={loading}>
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.orders.order_sn')}</th>
            <th scope="col">{t('admin.orders.customer')}</th>
            <th scope="col">{t('admin.orders.status')}</th>
            <th scope="col">{t('admin.orders.payment')}</th>
            <th scope="col" className="adm-num">
              {t('admin.orders.amount')}
            </th>
            <th scope="col">{showReason ? t('admin.cancel.reason') : t('admin.orders.placed')}</th>
          </tr>
        </thead>
        <tbody>
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
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="adm-table-empty">
                {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : t('admin.orders.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
