/**
 * /user/order: the shopper's orders by tab (spec §2: all, pending payment, pending proof approval, in production,
 * shipped), each with its lines, status, amount and actions; previous/next pagination; empty state.
 */
import { isMembershipLine } from '../../../domain/membership';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { cancelDecision, ORDER_TABS, type OrderTab } from '../../../domain/order/status';
import type { components } from '../../../generated/shop-api';
import { Pager } from '../../../client/components/pager';
import { Tabs } from '../../../client/components/tabs';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { formatDateTime } from '../../../client/format/format';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { OrderActions } from './order-actions';
import { FileName, LineOptions, NoDesignFileNeeded, ProductCell, StatusBadge } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { BalanceRows } from '../../components/totals';
import { positiveInt } from '../../../client/lib/params';
import { PAGE_SIZES } from '../../../domain/limits';
import '../../components/checkout.css';

type OrderSummary = components['schemas']['OrderSummary'];

const PAGE_SIZE = PAGE_SIZES.orders.default;
const LINES_SHOWN = 3;
const TABS = Object.keys(ORDER_TABS) as OrderTab[];

function isTab(value: string | null): value is OrderTab {
  return value !== null && (TABS as string[]).includes(value);
}

export default function OrdersPage() {
  const { t } = useTranslation('checkout');
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: OrderTab = isTab(tabParam) ? tabParam : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/order/lists', { params: { query: { tab, page_no: page, page_size: PAGE_SIZE } } })));

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
      <Tabs boxed items={TABS.map((name) => ({ key: name, label: t(`checkout.orders.tabs.${name}`) }))} value={tab} label={t('checkout.orders.title')} onChange={(name) => go({ tab: name })} />
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
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </section>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('checkout');
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
              <ProductCell code={line.code} title={line.title} image={line.image} stock={line.stock ?? undefined}>
                {!line.stock && <LineOptions config={line.config} max={3} />}
              </ProductCell>
              <span className="ck-order-qty">× {line.quantity}</span>
              {isMembershipLine(line.code) ? <span /> : line.stock ? <NoDesignFileNeeded /> : <FileName file={line.file} />}
              <span className="ck-order-line-price">
                <Money fils={line.total_fils} /> <span className="ck-muted ck-small">{t('checkout.common.vat_included')}</span>
              </span>
            </li>
          ))}
          {more > 0 && (
            <li className="ck-muted">
              <Link to={`/user/order/detail?id=${order.id}`}>{t('checkout.orders.more_lines', { count: more })}</Link>
            </li>
          )}
        </ul>
        <div className="ck-order-side">
          <dl className="ck-totals ck-order-balance">
            <div className="ck-total-row ck-total-due">
              <dt>{t('checkout.balance.order_total')}</dt>
              <dd>
                <Money fils={order.amount_due_fils} className="ck-price" />
              </dd>
            </div>
            <BalanceRows balance={order} />
          </dl>
          <OrderActions order={order} decision={cancelDecision(order.status)} withDetails />
        </div>
      </div>
    </li>
  );
}
