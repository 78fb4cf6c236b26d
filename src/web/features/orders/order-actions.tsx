/**
 * What a shopper can do with an order (spec §4): pay an unpaid one; cancel it while unpaid; request cancellation of a
 * paid one before production, and withdraw that request; once production has started, contact customer service.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { afterSalesOpenFor } from '../../../domain/after-sales/after-sales';
import { isMembershipLine } from '../../../domain/membership';
import type { CancelDecision } from '../../../domain/order/status';
import type { components } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { useShopMutation } from '../../../client/api/query';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { ReasonDialog } from '../../../client/components/reason-dialog';

type OrderSummary = components['schemas']['OrderSummary'];

/** Help article 2 is "contact" (spec §2 footer help articles). */
export const CONTACT_PATH = '/news_list/detail?id=2';

export function OrderActions({ order, decision, withDetails }: { order: OrderSummary; decision: CancelDecision; withDetails?: boolean }) {
  const { t } = useTranslation('checkout');
  const [asking, setAsking] = useState<'cancel' | 'request' | null>(null);
  // The order's lists and detail refetch after a change.
  const action = useShopMutation({
    mutationFn: ({ path, reason }: { path: '/order/cancel' | '/order/withdrawCancel'; reason?: string }) => api.POST(path, { body: { id: order.id, ...(reason ? { reason } : {}) } }),
  });
  const busy = action.pending;
  const run = (path: '/order/cancel' | '/order/withdrawCancel', reason?: string) => action.run({ path, reason });

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
      {afterSalesOpenFor(order.status) && !order.lines.some((line) => isMembershipLine(line.code)) && (
        <Link to={`/user/after_sales/apply_sale?order_id=${order.id}`} className="btn btn-small">
          {t('checkout.orders.after_sales')}
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
      {asking === 'request' && (
        <ReasonDialog
          cancelLabel={t('checkout.common.cancel')}
          title={t('checkout.orders.request_cancel')}
          text={t('checkout.orders.request_confirm', { sn: order.order_sn })}
          label={t('checkout.orders.cancel_reason')}
          requiredMessage={t('checkout.orders.reason_required')}
          confirmLabel={t('checkout.orders.request_cancel')}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => void run('/order/cancel', reason)}
        />
      )}
      {asking === 'cancel' && (
        <ConfirmDialog
          cancelLabel={t('checkout.common.cancel')}
          title={t('checkout.orders.cancel_confirm_title')}
          text={t('checkout.orders.cancel_confirm', { sn: order.order_sn })}
          confirmLabel={t('checkout.orders.cancel')}
          onClose={() => setAsking(null)}
          onConfirm={() => void run('/order/cancel')}
        />
      )}
    </div>
  );
}
