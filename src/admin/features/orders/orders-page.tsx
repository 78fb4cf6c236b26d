/**
 * /orders: the staff order queue (GET staff/orders) — status tabs with counts, search by order SN, customer name or
 * phone, filters by payment method and date, newest first, paged. Every filter lives in the URL.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order/status';
import { PAGE_SIZES } from '../../../domain/limits';
import type { components } from '../../../generated/shop-api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { OrderRowsTable } from '../../components/order-rows-table';
import { QueuePage } from '../../components/queue-page';

type PaymentMethod = components['schemas']['PaymentMethod'];
const METHODS: PaymentMethod[] = ['online', 'balance', 'bank_transfer', 'credit', 'cod'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function OrdersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = ORDER_STATUSES.find((s) => s === params.get('status'));
  const method = METHODS.find((m) => m === params.get('payment_method'));
  const q = params.get('q')?.slice(0, 64) || undefined;
  const dateFrom = DAY.test(params.get('date_from') ?? '') ? params.get('date_from')! : undefined;
  const dateTo = DAY.test(params.get('date_to') ?? '') ? params.get('date_to')! : undefined;
  const pageNo = Math.min(positiveInt(params.get('page')) ?? 1, 10_000);
  const pageSize = PAGE_SIZES.staffOrders.default;
  const [text, setText] = useState(q ?? '');
  const [form, setForm] = useState({ payment_method: method ?? '', date_from: dateFrom ?? '', date_to: dateTo ?? '' });

  const query = { status, payment_method: method, q, date_from: dateFrom, date_to: dateTo, page_no: pageNo, page_size: pageSize };
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/orders', { params: { query } })));

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() || undefined, payment_method: form.payment_method || undefined, date_from: form.date_from || undefined, date_to: form.date_to || undefined });
  };
  const counts = data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs: (OrderStatus | 'all')[] = ['all', ...ORDER_STATUSES.filter((s) => (counts[s] ?? 0) > 0 || s === status)];

  const filters = (
    <form className="adm-filters" onSubmit={apply} role="search">
      <label className="adm-field adm-field-grow">
        <span>{t('admin.orders.search')}</span>
        <input type="search" value={text} maxLength={64} placeholder={t('admin.orders.search_hint')} onChange={(e) => setText(e.target.value)} />
      </label>
      <label className="adm-field">
        <span>{t('admin.orders.payment_method')}</span>
        <select value={form.payment_method} onChange={(e) => setForm({ ...form, payment_method: e.target.value })}>
          <option value="">{t('admin.orders.any')}</option>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`admin.method.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-field">
        <span>{t('admin.orders.date_from')}</span>
        <input type="date" value={form.date_from} onChange={(e) => setForm({ ...form, date_from: e.target.value })} />
      </label>
      <label className="adm-field">
        <span>{t('admin.orders.date_to')}</span>
        <input type="date" value={form.date_to} onChange={(e) => setForm({ ...form, date_to: e.target.value })} />
      </label>
      <button type="submit" className="adm-btn adm-btn-primary">
        {t('admin.common.filter')}
      </button>
      {(q || method || dateFrom || dateTo) && (
        <button
          type="button"
          className="adm-btn"
          onClick={() => {
            setText('');
            setForm({ payment_method: '', date_from: '', date_to: '' });
            go({ q: undefined, payment_method: undefined, date_from: undefined, date_to: undefined });
          }}
        >
          {t('admin.common.clear')}
        </button>
      )}
    </form>
  );
  return (
    <QueuePage
      title={t('admin.orders.title')}
      intro={t('admin.orders.intro')}
      filters={filters}
      tabs={{
        label: t('admin.orders.by_status'),
        keys: tabs,
        value: status ?? 'all',
        labelOf: (tab) => (tab === 'all' ? t('admin.orders.all') : t(`admin.status.${tab}`)),
        countOf: (tab) => (tab === 'all' ? total : (counts[tab] ?? 0)),
        onChange: (tab) => go({ status: tab === 'all' ? undefined : tab }),
      }}
      table={<OrderRowsTable rows={data?.lists ?? []} loading={loading} failed={failed} />}
      paging={{ pageNo, pageSize, count: data?.count ?? 0, onPage: (page) => go({ page: page > 1 ? String(page) : undefined }) }}
    >
      <p className="adm-muted">
        <Link to="/cancel-requests">{t('admin.nav.cancel_requests')}</Link>
      </p>
    </QueuePage>
  );
}
