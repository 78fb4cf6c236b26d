/**
 * /orders/:id: one order for staff — the actions the transition table allows for its status (a reason for a
 * rejection, a file for a proof, courier and tracking number for shipping), the cancellation request, every line with
 * its configuration, price snapshot and design file, payments and refunds (bank-transfer refunds marked paid out with
 * the bank reference), proofs, the status timeline and the audit trail. Every move sends the version shown, so a
 * change by someone else meanwhile is refused ("the order changed") and the page reloads.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { formatAed } from '../../../domain/format';
import { STAFF_PLAIN_EVENTS, type StaffPlainEvent } from '../../../domain/order/status';
import type { components } from '../../../generated/shop-api';
import { useOptionTranslator } from '../../../client/components/checkout-parts';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { describeConfig } from '../../../client/format/line-options';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { uploadOrLogin } from '../../../client/api/upload';
import { AuditTable } from '../../components/audit-table';
import { FileButton } from '../../components/file-button';

type StaffOrder = components['schemas']['StaffOrder'];
type PlainEvent = StaffPlainEvent;
/** What every staff write answers: the envelope of the order as staff see it (or a refusal). */
type StaffWrite = Promise<{ data?: { code: number; data?: unknown; msg: string; show: number }; error?: unknown; response: Response }>;
type RefundTo = 'original' | 'balance';

const PLAIN: readonly string[] = STAFF_PLAIN_EVENTS;

export default function OrderPage() {
  const { t } = useTranslation('admin');
  const id = positiveInt(useParams().id ?? null);
  return (
    <section className="adm-page">
      <p>
        <Link to="/orders" className="adm-link">
          <span aria-hidden="true" className="adm-back">
            ←
          </span>{' '}
          {t('admin.orders.title')}
        </Link>
      </p>
      {id === null ? <p className="adm-muted">{t('admin.common.load_failed')}</p> : <OrderView key={id} id={id} />}
    </section>
  );
}

function OrderView({ id }: { id: number }) {
  // admin-stock: the design-file cell of ready-stock lines.
  const { t } = useTranslation(['admin', 'admin-stock']);
  // The lines' product names: this component renders them, so it must re-render when their dictionaries arrive.
  useProductStrings();
  const locale = useLocale();
  const { data: view, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/order/detail', { params: { query: { id } } })));
  const [asking, setAsking] = useState<'reject' | 'refuse' | 'approve' | 'fail' | null>(null);
  const [refundTo, setRefundTo] = useState<RefundTo>('original');
  const mutate = useShopMutation({
    mutationFn: (call: (version: number) => StaffWrite) => call(view?.version ?? 0),
  });
  if (!view) return <p className="adm-muted">{failed ? t('admin.common.load_failed') : t('admin.common.loading')}</p>;
  const order = view.order;
  const busy = mutate.pending;
  const move = (event: PlainEvent) => void mutate.run((version) => api.POST('/staff/order/move', { body: { id, version, event } }));
  const money = (fils: number) => formatAed(fils, locale);

  return (
    <>
      <header className="adm-page-head adm-order-head">
        <div>
          <h1>
            {t('admin.order.title')} <bdi>{order.order_sn}</bdi>
          </h1>
          <p className="adm-muted">
            <span className={`adm-status adm-status-${order.status}`}>{t(`admin.status.${order.status}`)}</span> · {t(`admin.payment_status.${order.payment_status}`)} ·{' '}
            {formatDateTime(order.created_at, locale)} · <bdi>{view.customer.nickname}</bdi> · <bdi dir="ltr">{view.customer.mobile}</bdi>
            {view.customer.email && (
              <>
                {' '}
                · <bdi>{view.customer.email}</bdi>
              </>
            )}
          </p>
        </div>
        <div className="adm-amount">
          <div className="adm-muted">{t('admin.orders.amount')}</div>
          <strong>{money(order.amount_due_fils)}</strong>
        </div>
      </header>

      <section className="adm-panel adm-actions" aria-labelledby="actions-title">
        <h2 id="actions-title">{t('admin.order.actions')}</h2>
        {view.actions.length === 0 && <p className="adm-muted">{t('admin.order.no_actions')}</p>}
        <div className="adm-action-row">
          {view.actions
            .filter((a): a is PlainEvent => PLAIN.includes(a))
            .map((event) => (
              <button key={event} type="button" className={event === 'fail' ? 'adm-btn adm-btn-danger' : 'adm-btn adm-btn-primary'} disabled={busy} onClick={() => (event === 'fail' ? setAsking('fail') : move(event))}>
                {t(`admin.event.${event}`)}
              </button>
            ))}
          {view.actions.includes('reject') && (
            <button type="button" className="adm-btn adm-btn-danger" disabled={busy} onClick={() => setAsking('reject')}>
              {t('admin.event.reject')}
            </button>
          )}
        </div>
        {view.actions.includes('send_proof') && <ProofForm busy={busy} onSend={(fileId) => mutate.run((version) => api.POST('/staff/order/sendProof', { body: { id, version, file_id: fileId } }))} />}
        {view.actions.includes('ship') && <ShipForm busy={busy} onShip={(courier, tracking_no) => mutate.run((version) => api.POST('/staff/order/ship', { body: { id, version, courier, tracking_no } }))} />}
        {view.staff_reason && <p className="adm-callout">{t('admin.order.staff_reason', { reason: view.staff_reason })}</p>}
      </section>

      {order.cancel_requested && (
        <section className="adm-panel adm-cancel" aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t('admin.cancel.request')}</h2>
          <p>
            {t('admin.cancel.reason')}: <bdi>{view.cancel_reason}</bdi>
          </p>
          <div className="adm-action-row">
            <label className="adm-field">
              <span>{t('admin.cancel.refund_to')}</span>
              <select value={refundTo} onChange={(e) => setRefundTo(e.target.value === 'balance' ? 'balance' : 'original')}>
                <option value="original">{t('admin.cancel.refund_original')}</option>
                <option value="balance">{t('admin.cancel.refund_balance')}</option>
              </select>
            </label>
            <button type="button" className="adm-btn adm-btn-primary" disabled={busy} onClick={() => setAsking('approve')}>
              {t('admin.cancel.approve')}
            </button>
            <button type="button" className="adm-btn" disabled={busy} onClick={() => setAsking('refuse')}>
              {t('admin.cancel.refuse')}
            </button>
          </div>
        </section>
      )}

      <section className="adm-panel" aria-labelledby="lines-title">
        <h2 id="lines-title">{t('admin.order.lines')}</h2>
        <div className="adm-table-box">
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.order.product')}</th>
                <th scope="col">{t('admin.order.configuration')}</th>
                <th scope="col" className="adm-num">
                  {t('admin.order.quantity')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin.order.price')}
                </th>
                <th scope="col">{t('admin.order.design_file')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <bdi>{line.stock ? line.stock.name[locale] || line.stock.name.en : t(line.title)}</bdi>
                    <div className="adm-muted">
                      <bdi dir="ltr">{line.code}</bdi>
                    </div>
                  </td>
                  <td>
                    <LineConfig config={line.config} />
                  </td>
                  <td className="adm-num">{line.quantity}</td>
                  <td className="adm-num adm-nowrap">
                    {money(line.total_fils)}
                    <div className="adm-muted">{t('admin.order.excl_vat', { amount: money(line.subtotal_fils) })}</div>
                  </td>
                  <td>
                    {line.file ? (
                      <FileButton id={line.file.id} name={line.file.name} />
                    ) : (
                      <span className="adm-muted">{line.stock ? t('admin_stock.stock.no_file_needed') : t('admin.order.no_file')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="adm-totals">
          {(['goods_fils', 'member_discount_fils', 'shipping_fils', 'tax_fils', 'amount_due_fils'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`admin.totals.${key}`)}</dt>
              <dd>{money(order.totals[key])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('admin.totals.paid_fils')}</dt>
            <dd>{money(order.paid_fils)}</dd>
          </div>
        </dl>
        <p className="adm-muted">
          {t('admin.order.ship_to')}: <bdi>{order.recipient}</bdi>, <bdi dir="ltr">{order.phone}</bdi>, <bdi>{order.shipping_address}</bdi> ({t(`admin.delivery.${order.delivery}`)})
          {order.note && (
            <>
              {' '}
              · {t('admin.order.note')}: <bdi>{order.note}</bdi>
            </>
          )}
        </p>
      </section>

      <div className="adm-grid-2">
        <Payments view={view} busy={busy} onPaidOut={(refund_id, reference) => mutate.run(() => api.POST('/staff/refund/paidOut', { body: { refund_id, reference } }))} />
        <section className="adm-panel" aria-labelledby="proofs-title">
          <h2 id="proofs-title">{t('admin.order.proofs')}</h2>
          {order.proofs.length === 0 ? (
            <p className="adm-muted adm-pad">{t('admin.order.no_proofs')}</p>
          ) : (
            <ul className="adm-list">
              {order.proofs.map((proof) => (
                <li key={proof.id}>
                  <strong>v{proof.version}</strong> · {t(`admin.proof.${proof.status}`)} · {formatDateTime(proof.created_at, locale)} <FileButton id={proof.file.id} name={proof.file.name} />
                  {proof.comment && (
                    <div className="adm-muted">
                      <q>
                        <bdi>{proof.comment}</bdi>
                      </q>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {order.shipment && (
            <p className="adm-pad">
              {t('admin.order.shipped_with', { courier: order.shipment.courier })} <bdi dir="ltr">{order.shipment.tracking_no}</bdi>
            </p>
          )}
        </section>
      </div>

      <section className="adm-panel" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('admin.order.timeline')}</h2>
        <ol className="adm-timeline">
          {view.events.map((event, index) => (
            <li key={index}>
              <span className="adm-timeline-dot" aria-hidden="true" />
              <strong>{t(`admin.event.${event.event}`, { defaultValue: event.event })}</strong> → {t(`admin.status.${event.status}`)}{' '}
              <span className="adm-muted">
                · {t(`admin.actor.${event.actor}`)}
                {event.by && (
                  <>
                    {' '}
                    <bdi>{event.by}</bdi>
                  </>
                )}{' '}
                · {formatDateTime(event.at, locale)}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="adm-panel" aria-labelledby="audit-title">
        <h2 id="audit-title" className="adm-pad">
          {t('admin.audit.title')}
        </h2>
        <AuditTable orderId={id} pageSize={20} />
      </section>

      {asking === 'reject' && (
        <ReasonDialog
          title={t('admin.event.reject')}
          text={t('admin.order.reject_text')}
          label={t('admin.cancel.reason')}
          requiredMessage={t('admin.order.reason_required')}
          confirmLabel={t('admin.event.reject')}
          cancelLabel={t('admin.common.cancel')}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => void mutate.run((version) => api.POST('/staff/order/reject', { body: { id, version, reason } }))}
        />
      )}
      {asking === 'refuse' && (
        <ReasonDialog
          title={t('admin.cancel.refuse')}
          text={t('admin.cancel.refuse_text')}
          label={t('admin.cancel.reason')}
          requiredMessage={t('admin.order.reason_required')}
          confirmLabel={t('admin.cancel.refuse')}
          cancelLabel={t('admin.common.cancel')}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => void mutate.run((version) => api.POST('/staff/order/answerCancel', { body: { id, version, approve: false, reason } }))}
        />
      )}
      {(asking === 'approve' || asking === 'fail') && (
        <ConfirmDialog
          title={asking === 'approve' ? t('admin.cancel.approve') : t('admin.event.fail')}
          text={asking === 'approve' ? t('admin.cancel.approve_text', { amount: money(order.paid_fils), to: t(`admin.cancel.refund_${refundTo}`) }) : t('admin.order.fail_text')}
          confirmLabel={asking === 'approve' ? t('admin.cancel.approve') : t('admin.event.fail')}
          cancelLabel={t('admin.common.cancel')}
          danger={asking === 'fail'}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            asking === 'approve' ? void mutate.run((version) => api.POST('/staff/order/answerCancel', { body: { id, version, approve: true, refund_to: refundTo } })) : move('fail')
          }
        />
      )}
    </>
  );
}

function ProofForm({ busy, onSend }: { busy: boolean; onSend: (fileId: number) => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('admin.order.proof_missing'));
    setProblem(null);
    setPercent(0);
    const uploaded = await uploadOrLogin('proof', file, setPercent);
    setPercent(null);
    if (!uploaded.ok) return setProblem(uploaded.message ?? t('admin.common.load_failed'));
    await onSend(uploaded.file.id);
    setFile(null);
    (event.target as HTMLFormElement).reset();
  };
  return (
    <form className="adm-inline-form" onSubmit={(e) => void submit(e)}>
      <label className="adm-field">
        <span>{t('admin.order.proof_file')}</span>
        <input type="file" accept="application/pdf,image/jpeg,image/png" onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-invalid={problem !== null} />
      </label>
      <button type="submit" className="adm-btn adm-btn-primary" disabled={busy || percent !== null}>
        {percent !== null ? t('admin.order.uploading', { percent }) : t('admin.event.send_proof')}
      </button>
      {problem && (
        <p className="adm-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function ShipForm({ busy, onShip }: { busy: boolean; onShip: (courier: string, tracking: string) => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!courier.trim() || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(tracking.trim())) return setProblem(true);
    setProblem(false);
    void onShip(courier.trim(), tracking.trim());
  };
  return (
    <form className="adm-inline-form" onSubmit={submit} noValidate>
      <label className="adm-field">
        <span>{t('admin.order.courier')}</span>
        <input value={courier} maxLength={60} onChange={(e) => setCourier(e.target.value)} />
      </label>
      <label className="adm-field">
        <span>{t('admin.order.tracking_no')}</span>
        <input value={tracking} maxLength={60} dir="ltr" onChange={(e) => setTracking(e.target.value)} />
      </label>
      <button type="submit" className="adm-btn adm-btn-primary" disabled={busy}>
        {t('admin.event.ship')}
      </button>
      {problem && (
        <p className="adm-error" role="alert">
          {t('admin.order.ship_invalid')}
        </p>
      )}
    </form>
  );
}

function Payments({ view, busy, onPaidOut }: { view: StaffOrder; busy: boolean; onPaidOut: (refundId: number, reference: string) => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [references, setReferences] = useState<Record<number, string>>({});
  const money = (fils: number) => formatAed(fils, locale);
  return (
    <section className="adm-panel" aria-labelledby="payments-title">
      <h2 id="payments-title">{t('admin.order.payments')}</h2>
      <div className="adm-table-box">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.payment')}</th>
              <th scope="col">{t('admin.order.payment_status')}</th>
              <th scope="col" className="adm-num">
                {t('admin.orders.amount')}
              </th>
              <th scope="col">{t('admin.order.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {view.payments.map((payment) => (
              <tr key={payment.id}>
                <td>
                  {t(`admin.method.${payment.method}`)}
                  <div className="adm-muted">{formatDateTime(payment.created_at, locale)}</div>
                </td>
                <td>{t(`admin.payment_row.${payment.status}`)}</td>
                <td className="adm-num adm-nowrap">
                  {money(payment.amount_fils)}
                  {payment.refunded_fils > 0 && <div className="adm-muted">{t('admin.order.refunded', { amount: money(payment.refunded_fils) })}</div>}
                </td>
                <td>
                  {payment.provider_ref && <bdi dir="ltr">{payment.provider_ref}</bdi>}
                  {payment.voucher && <FileButton id={payment.voucher.id} name={payment.voucher.name} />}
                </td>
              </tr>
            ))}
            {view.payments.length === 0 && (
              <tr>
                <td colSpan={4} className="adm-table-empty">
                  {t('admin.order.no_payments')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {view.order.refunds.length > 0 && (
        <>
          <h3 className="adm-pad">{t('admin.order.refunds')}</h3>
          <ul className="adm-list">
            {view.order.refunds.map((refund) => (
              <li key={refund.id}>
                {money(refund.amount_fils)} · {t(`admin.method.${refund.method}`)} · {t(`admin.refund_reason.${refund.reason}`)} · {t(`admin.refund_status.${refund.status}`)}
                {refund.reference && (
                  <>
                    {' '}
                    · <bdi dir="ltr">{refund.reference}</bdi>
                  </>
                )}
                {refund.method === 'bank_transfer' && refund.status === 'pending' && (
                  <form
                    className="adm-inline-form"
                    onSubmit={(event) => {
                      event.preventDefault();
                      const reference = references[refund.id]?.trim();
                      if (reference) void onPaidOut(refund.id, reference);
                    }}
                  >
                    <label className="adm-field">
                      <span>{t('admin.order.bank_reference')}</span>
                      <input value={references[refund.id] ?? ''} maxLength={60} dir="ltr" required onChange={(e) => setReferences({ ...references, [refund.id]: e.target.value })} />
                    </label>
                    <button type="submit" className="adm-btn adm-btn-primary" disabled={busy}>
                      {t('admin.order.paid_out')}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Every chosen option of a line in the staff member's language ("Paper: Matt art paper 350 gsm"), as the shop names them. */
function LineConfig({ config }: { config: components['schemas']['QuoteConfig'] }) {
  useProductStrings();
  const tr = useOptionTranslator();
  return (
    <dl className="adm-change">
      {describeConfig(config, tr).map((item) => (
        <div key={item.field}>
          <dt>{item.label}</dt>
          <dd>
            <bdi>{item.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
