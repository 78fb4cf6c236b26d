/**
 * /payment/result?order_id=: where the card provider sends the shopper back, and where the other methods land. The
 * order itself says whether it is paid; a card payment confirmed by webhook may arrive a moment later, so an unpaid
 * order is asked again a few times before "not paid" is shown.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../generated/shop-api';
import { $api, envelope } from '../../../client/api/query';
import { formatAed } from '../../../domain/format';
import { useLocale } from '../../../client/i18n';
import { positiveInt } from '../../../client/lib/params';
import '../../components/checkout.css';

const POLL_MS = 2000;
const POLL_TIMES = 5;

export default function PaymentResultPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderId = positiveInt(params.get('order_id'));
  return (
    <div className="container ck-page ck-narrow">
      <h1 className="visually-hidden">{t('checkout.result.title')}</h1>
      {orderId === null ? <Outcome kind="not_paid" sn="" orderId={null} amount={0} /> : <Result key={orderId} orderId={orderId} />}
    </div>
  );
}

type Order = components['schemas']['Order'];
type Kind = 'paid' | 'pending' | 'cod' | 'not_paid' | 'checking';

/** What the order says about its payment, the `attempt`-th time it was read. */
function kindOf(data: Order, attempt: number): Kind {
  return data.payment_status === 'paid'
    ? 'paid'
    : data.payment_status === 'pending_confirmation'
      ? 'pending'
      : data.payment_method === 'cod' && data.status !== 'unpaid' && data.status !== 'cancelled'
        ? 'cod'
        : data.status === 'unpaid' && attempt < POLL_TIMES
          ? 'checking'
          : 'not_paid';
}

function Result({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  // Polled every POLL_MS while the payment is being confirmed, POLL_TIMES times at most; only the first read alerts.
  const options = envelope($api.queryOptions('get', '/order/detail', { params: { query: { id: orderId } } }), { quietRefetch: true });
  // Reads of this order before this page (the order detail shares the query) do not count as polls.
  const client = useQueryClient();
  const [before] = useState(() => client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  const attemptOf = (updates: number) => Math.max(0, updates - before - 1);
  const query = useQuery({
    ...options,
    refetchInterval: (q) => (q.state.status === 'success' && q.state.data !== undefined && kindOf(q.state.data, attemptOf(q.state.dataUpdateCount)) === 'checking' ? POLL_MS : false),
  });
  const failed = query.isError;
  const data = failed ? undefined : query.data;
  const attempt = attemptOf(client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  const kind: Kind = data ? kindOf(data, attempt) : 'checking';

  if (failed && !data) return <Outcome kind="not_paid" sn="" orderId={orderId} amount={0} />;
  if (kind === 'checking') {
    return (
      <div className="ck-panel ck-result" role="status" aria-busy="true">
        <span className="ck-result-icon is-checking" aria-hidden="true" />
        <p className="ck-empty-title">{t('checkout.result.checking')}</p>
      </div>
    );
  }
  return <Outcome kind={kind} sn={data?.order_sn ?? ''} orderId={orderId} amount={data?.paid_fils || data?.amount_due_fils || 0} membership={data?.order_type === 'membership'} />;
}

/** `membership`: the annual membership's order (docs/membership.md) — paid, it says so and opens the membership centre. */
function Outcome({ kind, sn, orderId, amount, membership = false }: { kind: Exclude<Kind, 'checking'>; sn: string; orderId: number | null; amount: number; membership?: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const params = { sn, amount: `\u2066${formatAed(amount, locale)}\u2069` };
  return (
    <div className={`ck-panel ck-result is-${kind}`} role="status">
      <span className={`ck-result-icon is-${kind}`} aria-hidden="true" />
      <h2 className="ck-result-title">{t(`checkout.result.${kind}`)}</h2>
      <p>{t(membership && kind === 'paid' ? 'checkout.result.paid_membership_detail' : `checkout.result.${kind}_detail`, params)}</p>
      <div className="ck-row-actions">
        {membership && kind === 'paid' && (
          <Link to="/user/member" className="btn btn-primary">
            {t('menu.membership')}
          </Link>
        )}
        {kind === 'not_paid' && orderId !== null && (
          <Link to={`/payment?order_id=${orderId}`} className="btn btn-primary">
            {t('checkout.result.try_again')}
          </Link>
        )}
        {orderId !== null && (
          <Link to={`/user/order/detail?id=${orderId}`} className="btn">
            {t('checkout.result.view_order')}
          </Link>
        )}
        <Link to="/user/order" className="btn">
          {t('checkout.common.my_orders')}
        </Link>
        <Link to="/" className="btn">
          {t('checkout.common.continue_shopping')}
        </Link>
      </div>
    </div>
  );
}
