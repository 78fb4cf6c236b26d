/**
 * /user/after_sales: the shopper's after-sales applications by tab (all, in progress, processed, failed or
 * withdrawn), each with its order, lines, status and actions; previous/next pagination; empty state.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { AFTER_SALE_TABS, type AfterSaleTab } from '../../../domain/after-sales/after-sales';
import { PAGE_SIZES } from '../../../domain/limits';
import type { components } from '../../../generated/shop-api';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { Pager } from '../../../client/components/pager';
import { Tabs } from '../../../client/components/tabs';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { AfterSaleStatus, ClaimedLines } from './parts';
import '../../components/checkout.css';
import './after-sales.css';

type AfterSale = components['schemas']['AfterSale'];
const TABS = Object.keys(AFTER_SALE_TABS) as AfterSaleTab[];
const isTab = (value: string | null): value is AfterSaleTab => value !== null && (TABS as string[]).includes(value);

export default function AfterSalesPage() {
  const { t } = useTranslation('after-sales');
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: AfterSaleTab = isTab(tabParam) ? tabParam : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/afterSales/lists', { params: { query: { tab, page_no: page, page_size: PAGE_SIZES.afterSales.default } } })));
  const go = (next: { tab?: AfterSaleTab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') query.set('tab', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <section className="ck-user-page as-page" aria-labelledby="as-title">
      <h1 id="as-title" className="ck-title">
        {t('after_sales.title')}
      </h1>
      <Tabs boxed items={TABS.map((key) => ({ key, label: t(`after_sales.tabs.${key}`) }))} value={tab} label={t('after_sales.title')} onChange={(key) => go({ tab: key })} />
      <div role="tabpanel" aria-busy={loading} className="as-page">
        {!data || !ready ? (
          <p className="ck-muted">{failed ? t('after_sales.load_failed') : t('after_sales.loading')}</p>
        ) : data.lists.length === 0 ? (
          <div className="ck-panel ck-empty">
            <span className="ck-empty-icon is-orders" aria-hidden="true" />
            <p className="ck-empty-title">{t('after_sales.empty')}</p>
            <p className="ck-muted">{t('after_sales.empty_hint')}</p>
            <Link to="/user/order" className="btn btn-primary">
              {t('after_sales.go_orders')}
            </Link>
          </div>
        ) : (
          <>
            {data.lists.map((item) => (
              <Card key={item.id} item={item} />
            ))}
            <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </section>
  );
}

function Card({ item }: { item: AfterSale }) {
  const { t } = useTranslation('after-sales');
  const locale = useLocale();
  return (
    <article className="as-card" data-after-sale-id={item.id}>
      <div className="as-card-head">
        <span className="as-sn">{t('after_sales.sn', { sn: item.sn })}</span>
        <Link to={`/user/order/detail?id=${item.order_id}`} className="ck-link">
          {t('after_sales.order_sn', { sn: item.order_sn })}
        </Link>
        <span>{t(`after_sales.type.${item.type}`)}</span>
        <AfterSaleStatus status={item.status} />
        <time className="ck-muted" dateTime={item.created_at}>
          {formatDateTime(item.created_at, locale)}
        </time>
        <div className="as-card-actions">
          <AfterSaleActions item={item} />
          <Link to={`/user/after_sales/after_sale_details?id=${item.id}`} className="btn btn-small">
            {t('after_sales.details')}
          </Link>
        </div>
      </div>
      <ClaimedLines lines={item.lines} />
    </article>
  );
}

/** Withdraw (while in progress) and the return shipment (when staff asked for the goods back). */
export function AfterSaleActions({ item }: { item: AfterSale }) {
  const { t } = useTranslation('after-sales');
  const [asking, setAsking] = useState(false);
  const withdraw = useShopMutation({ mutationFn: (id: number) => api.POST('/afterSales/withdraw', { body: { id } }) });
  return (
    <>
      {item.can_send_back && (
        <Link to={`/user/after_sales/input_express?id=${item.id}`} className="btn btn-primary btn-small">
          {t('after_sales.enter_express')}
        </Link>
      )}
      {item.can_withdraw && (
        <button type="button" className="link-button ck-link ck-danger" disabled={withdraw.pending} onClick={() => setAsking(true)}>
          {t('after_sales.withdraw')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('after_sales.withdraw_title')}
          text={t('after_sales.withdraw_confirm', { sn: item.sn })}
          confirmLabel={t('after_sales.withdraw')}
          cancelLabel={t('after_sales.cancel')}
          danger
          onClose={() => setAsking(false)}
          onConfirm={() => void withdraw.run(item.id)}
        />
      )}
    </>
  );
}
