import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { saveFileAnswer } from '../../../client/api/file-answer';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import { QueuePage, QueueTable } from '../../components/queue-page';

type StaffInvoice = components['schemas']['StaffInvoice'];
type Status = 'pending' | 'issued' | 'failed' | 'withdrawn';

const STATUSES: Status[] = ['pending', 'issued', 'failed', 'withdrawn'];

/**
 * Invoice applications (issue 12): pending ones oldest first with their orders, header, TRN, category and the
 * amount the server computed; issue (the next sequential number and the tax invoice PDF) or refuse with a reason.
 * Issued ones by tab, with their PDF.
 */
export default function InvoicesPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: Status = STATUSES.find((s) => s === raw) ?? 'pending';
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/invoices', { params: { query: { status } } })));
  const [refusing, setRefusing] = useState<StaffInvoice | null>(null);
  const [pdfFailed, setPdfFailed] = useState<number | null>(null);
  const issue = useShopMutation({ mutationFn: (id: number) => api.POST('/staff/invoice/issue', { body: { id } }) });
  const refuse = useShopMutation({ mutationFn: (body: { id: number; reason: string }) => api.POST('/staff/invoice/refuse', { body }) });
  const rows = data?.lists ?? [];
  const openPdf = async (invoice: StaffInvoice['invoice']) => {
    const ok = await saveFileAnswer(api.GET('/staff/invoice/file', { params: { query: { id: invoice.id } }, parseAs: 'blob' }), `${invoice.invoice_no ?? invoice.application_sn}.pdf`, 'open');
    setPdfFailed(ok ? null : invoice.id);
  };

  return (
    <QueuePage
      title={t('admin.inv.title')}
      intro={t('admin.inv.intro')}
      tabs={{ label: t('admin.inv.by_status'), keys: STATUSES, value: status, labelOf: (s) => t(`admin.inv.status.${s}`), onChange: (s) => setParams(s === 'pending' ? {} : { status: s }) }}
      panel={{ id: 'adm-inv-list', title: t(`admin.inv.status.${status}`), count: rows.length }}
      table={
        <QueueTable
          columns={[t('admin.inv.applied'), t('admin.inv.customer'), t('admin.inv.header'), t('admin.inv.orders'), { label: t('admin.inv.amount'), numeric: true }, t('admin.common.actions')]}
          rowCount={rows.length}
          loading={loading}
          failed={failed}
          empty={t('admin.inv.none')}
        >
          {rows.map(({ invoice, customer }) => (
            <tr key={invoice.id} data-invoice-id={invoice.id}>
              <td className="adm-nowrap">
                {formatDateTime(invoice.created_at, locale)}
                <span className="adm-muted adm-block">
                  <bdi dir="ltr">{invoice.application_sn}</bdi>
                </span>
                {invoice.invoice_no && (
                  <strong className="adm-block">
                    <bdi dir="ltr">{invoice.invoice_no}</bdi>
                  </strong>
                )}
              </td>
              <td>
                <bdi>{customer.nickname}</bdi>
                <span className="adm-muted adm-block">
                  <bdi dir="ltr">{customer.mobile}</bdi>
                </span>
              </td>
              <td>
                <bdi>{invoice.header_name}</bdi>
                <span className="adm-muted adm-block">
                  {t(`admin.inv.header_kind.${invoice.header}`)} · {t(`admin.inv.category.${invoice.category}`)}
                </span>
                {invoice.customer_trn && (
                  <span className="adm-muted adm-block">
                    {t('admin.inv.trn')} <bdi dir="ltr">{invoice.customer_trn}</bdi>
                  </span>
                )}
              </td>
              <td>
                <span className="adm-muted adm-block">{t(`admin.inv.method.${invoice.method}`)}</span>
                {invoice.orders.map((order) => (
                  <Link key={order.id} className="adm-block" to={`/orders/${order.id}`}>
                    <bdi dir="ltr">{order.order_sn}</bdi>
                  </Link>
                ))}
              </td>
              <td className="adm-num">
                <Money fils={invoice.amount_fils} />
                <span className="adm-muted adm-block">
                  {t('admin.inv.vat')} <Money fils={invoice.tax_fils} />
                </span>
              </td>
              <td>
                {invoice.status === 'pending' ? (
                  <div className="adm-actions">
                    <button type="button" className="adm-btn adm-btn-primary" disabled={issue.pending} onClick={() => void issue.run(invoice.id)}>
                      {t('admin.inv.issue')}
                    </button>
                    <button type="button" className="adm-btn adm-btn-danger" onClick={() => setRefusing({ invoice, customer })}>
                      {t('admin.inv.refuse')}
                    </button>
                  </div>
                ) : invoice.status === 'issued' ? (
                  <>
                    <button type="button" className="adm-btn" onClick={() => void openPdf(invoice)}>
                      {t('admin.inv.pdf')}
                    </button>
                    {pdfFailed === invoice.id && <span className="adm-error adm-block">{t('admin.common.load_failed')}</span>}
                  </>
                ) : (
                  invoice.reject_reason && <span className="adm-muted">{invoice.reject_reason}</span>
                )}
              </td>
            </tr>
          ))}
        </QueueTable>
      }
    >
      {refusing && (
        <ReasonDialog
          {...reasonTexts(t)}
          title={t('admin.inv.refuse_title', { application: refusing.invoice.application_sn })}
          confirmLabel={t('admin.inv.refuse')}
          danger
          onClose={() => setRefusing(null)}
          onConfirm={async (reason) => (await refuse.run({ id: refusing.invoice.id, reason })) !== null}
        >
          <p className="adm-muted">{t('admin.inv.refuse_hint')}</p>
        </ReasonDialog>
      )}
    </QueuePage>
  );
}
