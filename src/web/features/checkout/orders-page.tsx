/**
 * /user/order: the shopper's orders by tab (spec §2: all, pending payment, pending proof approval, in production,
 * shipped), each with its lines, status, amount and actions; previous/next pagination; empty state.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { cancelDecision, ORDER_TABS, type OrderTab } from '../../../domain/order/status';
import type { components } from '../../../generated/shop-api';
import { Pager } from '../../components/pager';
import { api, call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { useLocale, useProductStrings } from './checkout-i18n';
import { OrderActions } from './order-actions';
import { FileName, LineOptions, Money, positiveInt, ProductCell, StatusBadge } from './parts';
import './checkout.css';

type OrderSummary = components['schemas']['OrderSummary'];

const PAGE_SIZE = 10;
const LINES_SHOWN = 3;
const TABS = Object.keys(ORDER_TABS) as OrderTab[];

function isTab(value: string | null): value is OrderTab {
  return value !== null && (TABS as string[]).includes(value);
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: OrderTab = isTab(tabParam) ? tabParam : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const [version, setVersion] = useState(0);
  const { data, loading, failed } = useApi(() => call(api.GET('/order/lists', { params: { query: { tab, page_no: page, page_size: PAGE_SIZE } } })), [tab, page, version]);

  const go = (next: { tab?: OrderTab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') query.set('tab', nextTab);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <section className="ck-user-page" aria-labelledby="orders-title">
      <h1 id="orders-title" className="ck-title">
        {t('checkout.orders.title')}
      </h1>
      <div className="ck-tabs" role="tablist" aria-label={t('checkout.orders.title')}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={`ck-tab${tab === name ? ' is-active' : ''}`} onClick={() => go({ tab: name })}>
            {t(`checkout.orders.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={loading}>
        {!data || !ready ? (
          <p className="ck-muted">{failed ? t('checkout.common.load_failed') : t('checkout.common.loading')}</p>
        ) : data.lists.length === 0 ? (
          <div className="ck-panel ck-empty">
            <span className="ck-empty-icon is-orders" aria-hidden="true" />
            <p className="ck-empty-title">{t('checkout.orders.empty')}</p>
            <Link to="/goods_list/custom" className="btn btn-primary">
              {t('checkout.cart.browse')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="ck-order-list">
              {data.lists.map((order) => (
                <OrderCard key={order.id} order={order} onChanged={() => setVersion((v) => v + 1)} />
              ))}
            </ul>
            <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </section>
  );
}

function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const more = order.lines.length - LINES_SHOWN;
  return (
    <li className="ck-order-card" data-order-id={order.id}>
      <div className="ck-order-head">
        <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>
        <Link to={`/user/order/detail?id=${order.id}`} className="ck-order-sn">
          {t('checkout.orders.order_sn', { sn: order.order_sn })}
        </Link>
        <span className="ck-order-badges">
          <StatusBadge status={order.status} />
          {order.payment_status !== 'none' && <span className={`ck-tag ck-pay-${order.payment_status}`}>{t(`checkout.payment_status.${order.payment_status}`)}</span>}
        </span>
      </div>
      <div className="ck-order-body">
        <ul className="ck-order-lines">
          {order.lines.slice(0, LINES_SHOWN).map((line) => (
            <li key={line.id}>
              <ProductCell code={line.code} title={line.title} image={line.image}>
                <LineOptions config={line.config} max={3} />
              </ProductCell>
              <span className="ck-order-qty">× {line.quantity}</span>
              <FileName file={line.file} />
              <Money fils={line.total_fils} />
            </li>
          ))}
          {more > 0 && (
            <li className="ck-muted">
              <Link to={`/user/order/detail?id=${order.id}`}>{t('checkout.orders.more_lines', { count: more })}</Link>
            </li>
          )}
        </ul>
        <div className="ck-order-side">
          <span className="ck-muted ck-small">{t('checkout.orders.amount_due')}</span>
          <Money fils={order.amount_due_fils} className="ck-price" />
          <OrderActions order={order} decision={cancelDecision(order.status)} onChanged={onChanged} withDetails />
        </div>
      </div>
    </li>
  );
}
