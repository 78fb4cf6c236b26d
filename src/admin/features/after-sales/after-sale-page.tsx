/**
 * /after-sales/:id: one application — the customer, order, lines, explanation and pictures (viewable), what may be
 * refunded — and the decisions the table allows now: approve a refund (amount at most refundable, to the original
 * method or the balance), approve a reprint, ask for the goods back (a note), or refuse (a reason). Each decision
 * writes an audit row, shown below, and a message to the customer.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { formatAed } from '../../../domain/format';
import type { components } from '../../../generated/shop-api';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { Money } from '../../../client/components/money';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import { STOCK_LINE_CODE } from '../../../domain/stock/stock';

type StaffAfterSale = components['schemas']['StaffAfterSale'];

/** A stored picture fetched with the staff session (the token header), shown inline and opened full size on click. */
function Picture({ fileId, alt }: { fileId: number; alt: string }) {
  const { t } = useTranslation('admin');
  const file = useQuery({
    queryKey: ['staff-file', fileId],
    queryFn: async ({ signal }) => {
      const { data, response } = await api.GET('/staff/file', { params: { query: { id: fileId, download: 0 } }, parseAs: 'blob', signal });
      if (!response.ok || !data || (response.headers.get('content-type') ?? '').startsWith('application/json')) throw new Error(`file ${fileId}`);
      return data as Blob;
    },
    staleTime: Infinity,
    retry: false,
    meta: { quiet: true, background: true },
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isError) return <span className="adm-error">{t('admin.common.load_failed')}</span>;
  if (!url) return <span className="adm-muted">{t('admin.common.loading')}</span>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="adm-voucher" data-testid="staff-as-image">
      <img src={url} alt={alt} />
    </a>
  );
}

export default function AfterSalePage() {
  const { t } = useTranslation('admin');
  const id = positiveInt(useParams()['id'] ?? null);
  const loaded = usePageQuery({ ...envelope($api.queryOptions('get', '/staff/afterSales/detail', { params: { query: { id: id ?? 0 } } })), enabled: id !== null });
  return (
    <section className="adm-page">
      <p className="adm-back">
        <Link to="/after-sales" className="adm-link">
          {t('admin.after_sales.back')}
        </Link>
      </p>
      {loaded.data ? <Application item={loaded.data} /> : <p className="adm-muted">{loaded.failed ? t('admin.common.load_failed') : t('admin.common.loading')}</p>}
    </section>
  );
}

function Application({ item }: { item: StaffAfterSale }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  useProductStrings(); // the lines' product names
  const [dialog, setDialog] = useState<'reprint' | 'return' | 'refuse' | null>(null);
  const [amount, setAmount] = useState(() => (item.refundable_fils / 100).toFixed(2));
  const [refundTo, setRefundTo] = useState<'original' | 'balance'>('original');
  const [amountError, setAmountError] = useState<string | null>(null);
  const decide = useShopMutation({
    mutationFn: (call: { path: '/staff/afterSales/refund'; body: { id: number; amount_fils: number; refund_to: 'original' | 'balance' } } | { path: '/staff/afterSales/reprint'; body: { id: number } } | { path: '/staff/afterSales/requestReturn'; body: { id: number; note: string } } | { path: '/staff/afterSales/refuse'; body: { id: number; reason: string } }) => {
      switch (call.path) {
        case '/staff/afterSales/refund':
          return api.POST(call.path, { body: call.body });
        case '/staff/afterSales/reprint':
          return api.POST(call.path, { body: call.body });
        case '/staff/afterSales/requestReturn':
          return api.POST(call.path, { body: call.body });
        default:
          return api.POST(call.path, { body: call.body });
      }
    },
  });
  const refund = () => {
    const fils = Math.round(Number(amount) * 100);
    if (!Number.isFinite(fils) || fils < 1 || fils > item.refundable_fils) return setAmountError(t('admin.after_sales.amount_invalid', { max: formatAed(item.refundable_fils, locale) }));
    setAmountError(null);
    void decide.run({ path: '/staff/afterSales/refund', body: { id: item.id, amount_fils: fils, refund_to: refundTo } });
  };
  const can = (action: StaffAfterSale['actions'][number]) => item.actions.includes(action);
  return (
    <>
      <header className="adm-page-head">
        <h1>
          {t('admin.after_sales.sn')} <bdi>{item.sn}</bdi> <span className="adm-badge">{t(`admin.after_sale_status.${item.status}`)}</span>
        </h1>
        <p className="adm-muted">
          {t(`admin.after_sale_type.${item.type}`)} · {t(`admin.after_sale_reason.${item.reason}`)} · {formatDateTime(item.created_at, locale)}
        </p>
      </header>
      <div className="adm-grid-2">
        <div className="adm-panel adm-pad">
          <dl className="adm-facts">
            <dt>{t('admin.after_sales.customer')}</dt>
            <dd>
              {item.customer.nickname} <span className="adm-muted">{item.customer.mobile}</span>
            </dd>
            <dt>{t('admin.after_sales.order')}</dt>
            <dd>
              <Link className="adm-link" to={`/orders/${item.order_id}`}>
                <bdi>{item.order_sn}</bdi>
              </Link>{' '}
              <span className="adm-muted">{t(`admin.status.${item.order_status}`)}</span>
            </dd>
            <dt>{t('admin.after_sales.explanation')}</dt>
            <dd>{item.explanation || '—'}</dd>
            <dt>{t('admin.after_sales.paid')}</dt>
            <dd>
              <Money fils={item.paid_fils} />
            </dd>
            <dt>{t('admin.after_sales.refundable')}</dt>
            <dd data-testid="staff-as-refundable">
              <Money fils={item.refundable_fils} />
            </dd>
            {item.refund_fils !== null && (
              <>
                <dt>{t('admin.after_sales.status')}</dt>
                <dd>{t('admin.after_sales.refunded', { amount: formatAed(item.refund_fils, locale) })}</dd>
              </>
            )}
            {item.reprint_order && (
              <>
                <dt>{t('admin.after_sales.order')}</dt>
                <dd>
                  <Link className="adm-link" to={`/orders/${item.reprint_order.id}`}>
                    {t('admin.after_sales.reprint_order', { sn: item.reprint_order.order_sn })}
                  </Link>
                </dd>
              </>
            )}
            {item.staff_reason && (
              <>
                <dt>{t('admin.after_sales.staff_reason')}</dt>
                <dd>{item.staff_reason}</dd>
              </>
            )}
            {item.return_courier && (
              <>
                <dt>{t('admin.after_sales.status')}</dt>
                <dd>{t('admin.after_sales.return_shipment', { courier: item.return_courier, tracking: item.return_tracking_no ?? '' })}</dd>
              </>
            )}
          </dl>
        </div>
        <div className="adm-panel adm-pad">
          <h2>{t('admin.after_sales.decide')}</h2>
          {item.actions.length === 0 && <p className="adm-muted">{t('admin.after_sales.decided')}</p>}
          {can('approve_refund') && (
            <div className="adm-inline-form">
              <label className="adm-field">
                <span>{t('admin.after_sales.amount')}</span>
                <input inputMode="decimal" dir="ltr" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={Boolean(amountError)} />
              </label>
              <label className="adm-field">
                <span>{t('admin.cancel.refund_to')}</span>
                <select value={refundTo} onChange={(e) => setRefundTo(e.target.value === 'balance' ? 'balance' : 'original')}>
                  <option value="original">{t('admin.cancel.refund_original')}</option>
                  <option value="balance">{t('admin.cancel.refund_balance')}</option>
                </select>
              </label>
              {amountError && <p className="adm-error">{amountError}</p>}
              <button type="button" className="adm-btn adm-btn-primary" disabled={decide.pending} onClick={refund}>
                {t('admin.after_sales.approve_refund')}
              </button>
            </div>
          )}
          <div className="adm-decide-actions">
            {can('approve_reprint') && (
              <button type="button" className="adm-btn adm-btn-primary" disabled={decide.pending} onClick={() => setDialog('reprint')}>
                {t('admin.after_sales.approve_reprint')}
              </button>
            )}
            {can('request_return') && (
              <button type="button" className="adm-btn" disabled={decide.pending} onClick={() => setDialog('return')}>
                {t('admin.after_sales.request_return')}
              </button>
            )}
            {can('refuse') && (
              <button type="button" className="adm-btn adm-btn-danger" disabled={decide.pending} onClick={() => setDialog('refuse')}>
                {t('admin.after_sales.refuse')}
              </button>
            )}
          </div>
        </div>
      </div>
      <div className="adm-panel adm-pad">
        <h2>{t('admin.after_sales.lines')}</h2>
        <table className="adm-table">
          <thead>
            <tr>
              <th>{t('admin.after_sales.lines')}</th>
              <th className="adm-num">{t('admin.after_sales.quantity')}</th>
              <th className="adm-num">{t('admin.after_sales.line_total')}</th>
            </tr>
          </thead>
          <tbody>
            {item.lines.map((line) => (
              <tr key={line.line_id}>
                <td>
                  <bdi>{line.code === STOCK_LINE_CODE ? line.title : t(line.title)}</bdi>
                  <div className="adm-muted">
                    <bdi dir="ltr">{line.code}</bdi>
                  </div>
                </td>
                <td className="adm-num">
                  {line.quantity} / {line.ordered_quantity}
                </td>
                <td className="adm-num">
                  <Money fils={line.total_fils} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="adm-panel adm-pad">
        <h2>{t('admin.after_sales.images')}</h2>
        {item.images.length === 0 ? (
          <p className="adm-muted">{t('admin.after_sales.no_images')}</p>
        ) : (
          <div className="adm-pictures">
            {item.images.map((image, i) => (
              <Picture key={image.id} fileId={image.id} alt={t('admin.after_sales.open_image', { n: i + 1 })} />
            ))}
          </div>
        )}
      </div>
      <div className="adm-grid-2">
        <div className="adm-panel adm-pad">
          <h2>{t('admin.after_sales.timeline')}</h2>
          <ol className="adm-timeline">
            {item.timeline.map((step, i) => (
              <li key={i}>
                <span className="adm-timeline-dot" aria-hidden="true" />
                <strong>{t(`admin.after_sale_event.${step.event}`)}</strong> → {t(`admin.after_sale_status.${step.status}`)} <span className="adm-muted">{formatDateTime(step.at, locale)}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="adm-panel adm-pad">
          <h2>{t('admin.after_sales.audit')}</h2>
          {item.audit.length === 0 && <p className="adm-muted">{t('admin.after_sales.no_audit')}</p>}
          <ul className="adm-list">
            {item.audit.map((row) => (
              <li key={row.id}>
                <strong>{t(`admin.action.${row.action}`)}</strong> · {row.actor.nickname} · <span className="adm-muted">{formatDateTime(row.created_at, locale)}</span>
                {row.reason && <div className="adm-muted">{row.reason}</div>}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {dialog === 'reprint' && (
        <ConfirmDialog
          title={t('admin.after_sales.approve_reprint')}
          text={t('admin.after_sales.reprint_text')}
          confirmLabel={t('admin.after_sales.approve_reprint')}
          cancelLabel={t('admin.common.cancel')}
          onClose={() => setDialog(null)}
          onConfirm={() => void decide.run({ path: '/staff/afterSales/reprint', body: { id: item.id } })}
        />
      )}
      {dialog === 'return' && (
        <ReasonDialog {...reasonTexts(t)} title={t('admin.after_sales.request_return')} confirmLabel={t('admin.after_sales.request_return')} onClose={() => setDialog(null)} onConfirm={async (note) => (await decide.run({ path: '/staff/afterSales/requestReturn', body: { id: item.id, note } })) !== null}>
          <p>{t('admin.after_sales.request_return_text')}</p>
        </ReasonDialog>
      )}
      {dialog === 'refuse' && (
        <ReasonDialog {...reasonTexts(t)} title={t('admin.after_sales.refuse')} confirmLabel={t('admin.after_sales.refuse')} danger onClose={() => setDialog(null)} onConfirm={async (reason) => (await decide.run({ path: '/staff/afterSales/refuse', body: { id: item.id, reason } })) !== null}>
          <p>{t('admin.after_sales.refuse_text')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
