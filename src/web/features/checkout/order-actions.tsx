/**
 * What a shopper can do with an order (spec §4): pay an unpaid one; cancel it while unpaid; request cancellation of a
 * paid one before production, and withdraw that request; once production has started, contact customer service.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CancelDecision } from '../../../domain/order/status';
import type { components } from '../../../generated/shop-api';
import { api, call } from '../../lib/api';
import { ConfirmDialog } from './parts';

type OrderSummary = components['schemas']['OrderSummary'];

/** Help article 2 is "contact" (spec §2 footer help articles). */
export const CONTACT_PATH = '/news_list/detail?id=2';

export function OrderActions({ order, decision, onChanged, withDetails }: { order: OrderSummary; decision: CancelDecision; onChanged(): void; withDetails?: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'cancel' | 'request' | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(path: '/order/cancel' | '/order/withdrawCancel') {
    setBusy(true);
    const answer = await call(api.POST(path, { body: { id: order.id } }));
    setBusy(false);
    if (answer) onChanged();
  }

  const payable = order.status === 'unpaid' && order.payment_status === 'none';
  return (
    <div className="ck-order-actions">
      {payable && (
        <Link to={`/payment?order_id=${order.id}`} className="btn btn-primary btn-small">
          {t('checkout.orders.pay')}
        </Link>
      )}
      {withDetails && (
        <Link to={`/user/order/detail?id=${order.id}`} className="btn btn-small">
          {t('checkout.orders.details')}
        </Link>
      )}
      {decision === 'cancel_now' && (
        <button type="button" className="link-button ck-link ck-danger" disabled={busy} onClick={() => setAsking('cancel')}>
          {t('checkout.orders.cancel')}
        </button>
      )}
      {decision === 'request' &&
        (order.cancel_requested ? (
          <>
            <span className="ck-tag ck-tag-warn">{t('checkout.orders.cancel_requested')}</span>
            <button type="button" className="link-button ck-link" disabled={busy} onClick={() => void run('/order/withdrawCancel')}>
              {t('checkout.orders.withdraw')}
            </button>
          </>
        ) : (
          <button type="button" className="link-button ck-link ck-danger" disabled={busy} onClick={() => setAsking('request')}>
            {t('checkout.orders.request_cancel')}
          </button>
        ))}
      {decision === 'contact_service' && (
        <Link to={CONTACT_PATH} className="ck-link" title={t('checkout.orders.contact_hint')}>
          {t('checkout.orders.contact_service')}
        </Link>
      )}
      {asking && (
        <ConfirmDialog
          title={asking === 'cancel' ? t('checkout.orders.cancel_confirm_title') : t('checkout.orders.request_cancel')}
          text={asking === 'cancel' ? t('checkout.orders.cancel_confirm', { sn: order.order_sn }) : t('checkout.orders.request_confirm', { sn: order.order_sn })}
          confirmLabel={asking === 'cancel' ? t('checkout.orders.cancel') : t('checkout.orders.request_cancel')}
          onClose={() => setAsking(null)}
          onConfirm={() => void run('/order/cancel')}
        />
      )}
    </div>
  );
}
