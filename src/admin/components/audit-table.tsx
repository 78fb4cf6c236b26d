import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/shop-api';
import { Money } from '../../client/components/money';
import { useLocale } from '../../client/i18n';
import { formatDateTime } from '../../client/format/format';
import { $api, envelope, usePageQuery } from '../../client/api/query';

type AuditRow = components['schemas']['AuditRow'];

/**
 * One value of a change: `*_fils` amounts as AED (as every amount in the console), an order's status by its name in
 * the staff member's language, objects as JSON.
 */
function Value({ value, field, entity }: { value: unknown; field: string; entity: string }) {
  const { t } = useTranslation('admin');
  if (value === undefined || value === null) return <bdi>—</bdi>;
  if (typeof value === 'number' && field.endsWith('_fils')) return <Money fils={value} />;
  if (field === 'status' && entity === 'order' && typeof value === 'string') return <bdi>{t(`admin.status.${value}`, { defaultValue: value })}</bdi>;
  return <bdi>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</bdi>;
}

/** `before → after` of one row, field by field (only the fields the row names). */
function Change({ row }: { row: AuditRow }) {
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (fields.length === 0) return <span className="adm-muted">—</span>;
  return (
    <dl className="adm-change">
      {fields.map((field) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>
            <Value value={row.before?.[field]} field={field} entity={row.entity_type} /> <span aria-hidden="true" className="adm-arrow">→</span>{' '}
            <Value value={row.after?.[field]} field={field} entity={row.entity_type} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The audit trail of one order (`orderId`), one customer (`userId`) or the whole shop, newest first, with paging. Used
 * by the audit page, the customer pages and the order pages.
 */
export function AuditTable({ orderId, userId, pageSize }: { orderId?: number; userId?: number; pageSize?: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  // The cursors of the pages seen so far: the first page has none; "older" pushes, "newer" pops.
  const [cursors, setCursors] = useState<number[]>([]);
  const beforeId = cursors[cursors.length - 1];
  const query = { order_id: orderId, user_id: userId, before_id: beforeId, page_size: pageSize };
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/audit', { params: { query } })));
  const rows = data?.list ?? [];
  return (
    <div className="adm-table-box" aria-busy={loading}>
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.audit.when')}</th>
            <th scope="col">{t('admin.audit.who')}</th>
            <th scope="col">{t('admin.audit.action')}</th>
            <th scope="col">{t('admin.audit.entity')}</th>
            <th scope="col">{t('admin.audit.change')}</th>
            <th scope="col">{t('admin.audit.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="adm-nowrap">{formatDateTime(row.created_at, locale)}</td>
              <td>
                <bdi>{row.actor.nickname}</bdi>
              </td>
              <td>{t(`admin.action.${row.action}`, { defaultValue: row.action })}</td>
              <td className="adm-nowrap">
                {t(`admin.entity.${row.entity_type}`)} {row.entity_id !== null && <bdi>#{row.entity_id}</bdi>}
              </td>
              <td>
                <Change row={row} />
              </td>
              <td>{row.reason ?? <span className="adm-muted">—</span>}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="adm-table-empty">
                {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : t('admin.audit.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {(cursors.length > 0 || data?.next_before_id) && (
        <div className="adm-pager">
          <button type="button" className="adm-btn" disabled={cursors.length === 0 || loading} onClick={() => setCursors((c) => c.slice(0, -1))}>
            {t('admin.common.newer')}
          </button>
          <button type="button" className="adm-btn" disabled={!data?.next_before_id || loading} onClick={() => data?.next_before_id && setCursors((c) => [...c, data.next_before_id!])}>
            {t('admin.common.older')}
          </button>
        </div>
      )}
    </div>
  );
}
