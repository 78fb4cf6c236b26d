/**
 * /user/invoice_record — the user's invoice applications (spec §3, §4: pending, issued, review failed, withdrawn),
 * newest first, by status tab and page: the application and invoice numbers, orders, header, category, amount and
 * status with staff's reason; withdraw while pending; download the tax invoice PDF once issued.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { PAGE_SIZES } from '../../../domain/limits';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../../client/components/money';
import { Pager } from '../../../client/components/pager';
import { Tabs } from '../../../client/components/tabs';
import { api } from '../../../client/api/api';
import { saveFileAnswer } from '../../../client/api/file-answer';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useNotify } from '../../../client/lib/notify-store';
import { useLocale } from '../../../client/i18n';
import './invoices.css';

type Invoice = components['schemas']['Invoice'];
type StatusTab = 'all' | Invoice['status'];

const TABS: StatusTab[] = ['all', 'pending', 'issued', 'failed', 'withdrawn'];
const isTab = (value: string | null): value is StatusTab => value !== null && (TABS as string[]).includes(value);

export default function InvoiceRecordPage() {
  const { t } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const tab: StatusTab = isTab(statusParam) ? statusParam : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const list = usePageQuery(envelope($api.queryOptions('get', '/invoice/lists', { params: { query: { status: tab, page_no: page, page_size: PAGE_SIZES.invoices.default } } })));
  const go = (next: { tab?: StatusTab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') query.set('status', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <section className="inv-page" aria-labelledby="inv-record-title">
      <div className="inv-page-head">
        <h1 id="inv-record-title" className="inv-title">
          {t('inv.record.title')}
        </h1>
        <Link to="/user/invoice" className="btn btn-primary btn-small">
          {t('inv.record.apply')}
        </Link>
      </div>
      <div className="inv-panel">
        <Tabs idPrefix="inv" label={t('inv.record.title')} value={tab} onChange={(key) => go({ tab: key })} items={TABS.map((key) => ({ key, label: t(`inv.tabs.${key}`) }))} />
        <div role="tabpanel" aria-labelledby={`inv-tab-${tab}`} aria-busy={list.loading}>
          {!list.data ? (
            <p className="inv-muted">{list.failed ? t('inv.common.load_failed') : t('inv.common.loading')}</p>
          ) : list.data.lists.length === 0 ? (
            <EmptyState icon="orders">
              <p>{t('inv.record.empty')}</p>
            </EmptyState>
          ) : (
            <>
              <div className="inv-table-wrap">
                <table className="inv-table inv-records">
                  <thead>
                    <tr>
                      <th scope="col">{t('inv.record.numbers')}</th>
                      <th scope="col">{t('inv.record.orders')}</th>
                      <th scope="col">{t('inv.record.header')}</th>
                      <th scope="col" className="inv-num">
                        {t('inv.record.amount')}
                      </th>
                      <th scope="col">{t('inv.record.status')}</th>
                      <th scope="col">{t('inv.record.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.lists.map((invoice) => (
                      <InvoiceRow key={invoice.id} invoice={invoice} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager pageNo={list.data.page_no} pageSize={list.data.page_size} count={list.data.count} onPage={(p) => go({ page: p })} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useShopMutation({ mutationFn: (id: number) => api.POST('/invoice/withdraw', { body: { id } }) });
  const download = async () => {
    const ok = await saveFileAnswer(api.GET('/invoice/file', { params: { query: { id: invoice.id, download: 1 } }, parseAs: 'blob' }), `${invoice.invoice_no ?? invoice.application_sn}.pdf`);
    if (!ok) useNotify.getState().showAlert(t('inv.common.load_failed'));
  };
  return (
    <tr data-invoice-id={invoice.id}>
      <td>
        {invoice.invoice_no && (
          <strong className="inv-block" data-testid="invoice-no">
            <bdi>{invoice.invoice_no}</bdi>
          </strong>
        )}
        <span className="inv-muted inv-small inv-block">
          {t('inv.record.application')} <bdi>{invoice.application_sn}</bdi>
        </span>
        <time className="inv-muted inv-small inv-block" dateTime={invoice.created_at}>
          {formatDateTime(invoice.created_at, locale)}
        </time>
      </td>
      <td>
        <span className="inv-small inv-block">{t(`inv.method.${invoice.method}`)}</span>
        {invoice.orders.map((order) => (
          <Link key={order.id} to={`/user/order/detail?id=${order.id}`} className="inv-block inv-small">
            <bdi>{order.order_sn}</bdi>
          </Link>
        ))}
      </td>
      <td>
        <bdi className="inv-block">{invoice.header_name}</bdi>
        {invoice.customer_trn && (
          <span className="inv-muted inv-small inv-block">
            {t('inv.record.trn')} <bdi dir="ltr">{invoice.customer_trn}</bdi>
          </span>
        )}
        <span className="inv-muted inv-small inv-block">{t(`inv.category.${invoice.category}`)}</span>
      </td>
      <td className="inv-num">
        <Money fils={invoice.amount_fils} className="inv-amount" />
        <span className="inv-muted inv-small inv-block">
          {t('inv.record.vat')} <Money fils={invoice.tax_fils} />
        </span>
      </td>
      <td>
        <span className={`inv-tag inv-status-${invoice.status}`} data-testid="invoice-status">
          {t(`inv.status.${invoice.status}`)}
        </span>
        {invoice.reject_reason && <span className="inv-reject-reason inv-small inv-block">{invoice.reject_reason}</span>}
      </td>
      <td>
        {invoice.status === 'pending' && (
          <button type="button" className="btn btn-small btn-danger" onClick={() => setConfirming(true)}>
            {t('inv.record.withdraw')}
          </button>
        )}
        {invoice.status === 'issued' && (
          <button type="button" className="btn btn-small btn-primary" onClick={() => void download()}>
            {t('inv.record.download')}
          </button>
        )}
        {confirming && (
          <ConfirmDialog
            title={t('inv.record.withdraw_title')}
            text={t('inv.record.withdraw_text')}
            confirmLabel={t('inv.record.withdraw')}
            cancelLabel={t('inv.common.cancel')}
            danger
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void withdraw.run(invoice.id);
            }}
          />
        )}
      </td>
    </tr>
  );
}
