/**
 * The customer's side of the order's life in the order detail (spec §4): the proofs staff sent (newest previewed
 * inline, every version downloadable) with Approve / Ask for changes while one waits for an answer, the shipment
 * (courier, tracking number), Confirm receipt once delivered, and staff's reason when they refused a request.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { useShopMutation } from '../../../client/api/query';
import { useLocale } from '../../../client/i18n';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { ReasonDialog } from '../../../client/components/reason-dialog';

type Order = components['schemas']['Order'];
type Proof = components['schemas']['Proof'];

/** The proof file as an object URL (the API needs the session header, so an <img src> cannot fetch it itself). */
function useProofUrl(orderId: number, proof: Proof): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void api
      .GET('/order/proof/file', { params: { query: { order_id: orderId, proof_id: proof.id } }, parseAs: 'blob' })
      .then(({ data, response }) => {
        if (!live) return;
        if (!response.ok || !data || response.headers.get('content-type')?.includes('json')) return setState({ url: null, failed: true });
        url = URL.createObjectURL(data as Blob);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, proof.id]);
  return state;
}

function ProofPreview({ orderId, proof }: { orderId: number; proof: Proof }) {
  const { t } = useTranslation('checkout');
  const { url, failed } = useProofUrl(orderId, proof);
  if (failed) return <p className="ck-muted">{t('checkout.common.load_failed')}</p>;
  if (!url) return <p className="ck-muted">{t('checkout.common.loading')}</p>;
  const title = t('checkout.life.proof_version', { version: proof.version });
  return (
    <div className="ck-proof-preview">
      {proof.file_type === 'pdf' ? <iframe src={url} title={title} className="ck-proof-frame" /> : <img src={url} alt={title} className="ck-proof-image" />}
      <a href={url} download={proof.file.name} className="btn btn-small">
        {t('checkout.life.download')}
      </a>
    </div>
  );
}

function ProofDownload({ orderId, proof }: { orderId: number; proof: Proof }) {
  const { t } = useTranslation('checkout');
  const { url } = useProofUrl(orderId, proof);
  return url ? (
    <a href={url} download={proof.file.name} className="ck-link">
      {t('checkout.life.download')}
    </a>
  ) : null;
}

export function OrderLife({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [asking, setAsking] = useState<'approve' | 'changes' | 'receipt' | null>(null);
  const answer = useShopMutation({
    mutationFn: ({ kind, comment }: { kind: 'approve' | 'changes' | 'receipt'; comment?: string }) =>
      kind === 'approve'
        ? api.POST('/order/proof/approve', { body: { id: order.id } })
        : kind === 'changes'
          ? api.POST('/order/proof/requestChanges', { body: { id: order.id, comment: comment ?? '' } })
          : api.POST('/order/confirmReceipt', { body: { id: order.id } }),
  });
  const [newest, ...older] = order.proofs;
  const shipment = order.shipment;
  if (!newest && !shipment && !order.staff_reason && !order.can_confirm_receipt) return null;

  return (
    <>
      {order.staff_reason && (
        <p className="ck-warning" role="note">
          {t('checkout.life.staff_reason', { reason: order.staff_reason })}
        </p>
      )}
      {newest && (
        <section className="ck-panel" aria-labelledby="proof-title">
          <h2 id="proof-title" className="ck-section-title">
            {t('checkout.life.proofs')}
          </h2>
          <p>
            <strong>{t('checkout.life.proof_version', { version: newest.version })}</strong> · {formatDateTime(newest.created_at, locale)} ·{' '}
            <span className={`ck-tag ck-proof-${newest.status}`}>{t(`checkout.life.proof_status.${newest.status}`)}</span>
          </p>
          {order.can_answer_proof && <p className="ck-muted">{t('checkout.life.proof_hint')}</p>}
          <ProofPreview orderId={order.id} proof={newest} />
          {order.can_answer_proof && (
            <div className="ck-pay-actions">
              <button type="button" className="btn" disabled={answer.pending} onClick={() => setAsking('changes')}>
                {t('checkout.life.request_changes')}
              </button>
              <button type="button" className="btn btn-primary" disabled={answer.pending} onClick={() => setAsking('approve')}>
                {t('checkout.life.approve')}
              </button>
            </div>
          )}
          {older.length > 0 && (
            <>
              <h3 className="ck-section-title">{t('checkout.life.earlier')}</h3>
              <ul className="ck-proof-list">
                {older.map((proof) => (
                  <li key={proof.id}>
                    {t('checkout.life.proof_version', { version: proof.version })} · {t(`checkout.life.proof_status.${proof.status}`)}
                    {proof.comment && <> — <q>{proof.comment}</q></>} <ProofDownload orderId={order.id} proof={proof} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {(shipment || order.can_confirm_receipt) && (
        <section className="ck-panel" aria-labelledby="shipment-title">
          <h2 id="shipment-title" className="ck-section-title">
            {t('checkout.life.shipment')}
          </h2>
          {shipment && (
            <dl className="ck-fields">
              <div className="ck-field-row">
                <dt>{t('checkout.life.courier')}</dt>
                <dd>{shipment.courier}</dd>
              </div>
              <div className="ck-field-row">
                <dt>{t('checkout.life.tracking_no')}</dt>
                <dd>
                  <bdi dir="ltr" data-testid="tracking-no">
                    {shipment.tracking_no}
                  </bdi>
                </dd>
              </div>
              <div className="ck-field-row">
                <dt>{t('checkout.life.shipped_at')}</dt>
                <dd>{formatDateTime(shipment.shipped_at, locale)}</dd>
              </div>
              {shipment.delivered_at && (
                <div className="ck-field-row">
                  <dt>{t('checkout.life.delivered_at')}</dt>
                  <dd>{formatDateTime(shipment.delivered_at, locale)}</dd>
                </div>
              )}
            </dl>
          )}
          {order.can_confirm_receipt && (
            <div className="ck-pay-actions">
              {order.auto_receive_at && <p className="ck-muted ck-small">{t('checkout.life.auto_receive', { time: formatDateTime(order.auto_receive_at, locale) })}</p>}
              <button type="button" className="btn btn-primary" disabled={answer.pending} onClick={() => setAsking('receipt')}>
                {t('checkout.life.confirm_receipt')}
              </button>
            </div>
          )}
        </section>
      )}
      {asking === 'changes' && (
        <ReasonDialog
          title={t('checkout.life.request_changes')}
          text={t('checkout.life.changes_text')}
          label={t('checkout.life.changes_label')}
          requiredMessage={t('checkout.orders.reason_required')}
          confirmLabel={t('checkout.life.send_changes')}
          cancelLabel={t('checkout.common.cancel')}
          onClose={() => setAsking(null)}
          onConfirm={(comment) => void answer.run({ kind: 'changes', comment })}
        />
      )}
      {(asking === 'approve' || asking === 'receipt') && (
        <ConfirmDialog
          title={asking === 'approve' ? t('checkout.life.approve') : t('checkout.life.confirm_receipt')}
          text={asking === 'approve' ? t('checkout.life.approve_text', { version: newest?.version ?? 1 }) : t('checkout.life.receipt_text', { sn: order.order_sn })}
          confirmLabel={asking === 'approve' ? t('checkout.life.approve') : t('checkout.life.confirm_receipt')}
          cancelLabel={t('checkout.common.cancel')}
          onClose={() => setAsking(null)}
          onConfirm={() => void answer.run({ kind: asking })}
        />
      )}
    </>
  );
}
