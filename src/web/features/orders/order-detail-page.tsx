/**
 * /user/order/detail?id=: every order field of spec §3, the status timeline, the lines with their design files
 * (attachable while the order is unpaid: order/attachFile), the cancel actions, and the life after payment (proofs,
 * shipment, receipt: order-life.tsx).
 */
import { isMembershipLine } from '../../../domain/membership';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { collapseTimeline } from '../../lib/checkout-rules';
import { DesignFilePicker } from '../../components/design-file-picker';
import { OrderActions } from './order-actions';
import { OrderLife } from './order-life';
import { FileName, StatusBadge, useLineName } from '../../../client/components/checkout-parts';
import { OrderLinesTable } from '../../components/order-lines-table';
import { LineDesign } from './line-design';
import { positiveInt } from '../../../client/lib/params';
import { Money } from '../../../client/components/money';
import { Totals } from '../../components/totals';
import '../../components/checkout.css';


export default function OrderDetailPage() {
  const { t } = useTranslation('checkout');
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  return (
    <section className="ck-user-page" aria-labelledby="detail-title">
      <p className="ck-back">
        <Link to="/user/order">
          <span aria-hidden="true" className="ck-back-arrow">
            ←
          </span>{' '}
          {t('checkout.orders.title')}
        </Link>
      </p>
      <h1 id="detail-title" className="ck-title">
        {t('checkout.detail.title')}
      </h1>
      {id === null ? <p className="ck-muted">{t('checkout.common.load_failed')}</p> : !ready ? <p className="ck-muted">{t('checkout.common.loading')}</p> : <Detail key={id} id={id} />}
    </section>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation(['checkout', 'stock']);
  const lineName = useLineName();
  const locale = useLocale();
  const loaded = usePageQuery(envelope($api.queryOptions('get', '/order/detail', { params: { query: { id } } })));
  // A design file on a line: the order and its lists refetch (they show which files are missing).
  const attachFile = useShopMutation({
    mutationFn: ({ lineId, fileId }: { lineId: number; fileId: number }) => api.POST('/order/attachFile', { body: { id, line_id: lineId, file_id: fileId } }),
  });
  const order = loaded.data;

  if (!order) return <p className="ck-muted">{loaded.failed ? t('checkout.common.load_failed') : t('checkout.common.loading')}</p>;

  async function attach(lineId: number, fileId: number) {
    await attachFile.run({ lineId, fileId });
  }

  const none = t('checkout.common.none');
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : none);
  const unpaid = order.status === 'unpaid';
  // The annual membership's line has nothing to print: no design file, no delivery; ready-stock lines need no file.
  const membership = order.order_type === 'membership';
  const missing = order.lines.filter((l) => !l.file && !l.stock && !isMembershipLine(l.code)).length;
  const timeline = collapseTimeline(order.timeline);
  const fields: [string, ReactNode][] = [
    ['order_sn', <bdi key="sn">{order.order_sn}</bdi>],
    ...(order.reprint_of
      ? ([
          [
            'reprint_of',
            <Link key="reprint" to={`/user/order/detail?id=${order.reprint_of.id}`} className="ck-link" data-testid="reprint-of">
              <bdi>{order.reprint_of.order_sn}</bdi>
            </Link>,
          ],
        ] as [string, ReactNode][])
      : []),
    ['online_sn', order.online_sn ? <bdi key="online">{order.online_sn}</bdi> : none],
    ['order_type', t(`checkout.order_type.${order.order_type}`)],
    ['created_at', time(order.created_at)],
    ['paid_at', time(order.paid_at)],
    ['payment_method', order.payment_method ? t(`checkout.pay_method.${order.payment_method}`) : none],
    ['payment_status', t(`checkout.payment_status.${order.payment_status}`)],
    ...(membership
      ? []
      : ([
          ['delivery', t(`checkout.delivery.${order.delivery}`)],
          ['recipient', order.recipient],
          ['phone', <bdi key="phone" dir="ltr">{order.phone}</bdi>],
          ['shipping_address', order.shipping_address],
        ] as [string, ReactNode][])),
    ['note', order.note || none],
    ['status', <StatusBadge key="status" status={order.status} />],
  ];

  return (
    <div className="ck-detail" data-order-id={order.id}>
      <div className="ck-panel ck-detail-head">
        <div>
          <p className="ck-detail-sn">
            {t('checkout.orders.order_sn', { sn: order.order_sn })} <StatusBadge status={order.status} />
          </p>
          {unpaid && order.expires_at && <p className="ck-muted ck-small">{t('checkout.detail.expires', { time: formatDateTime(order.expires_at, locale) })}</p>}
        </div>
        <OrderActions order={order} decision={order.cancel} />
      </div>

      <OrderLife order={order} />

      <section className="ck-panel" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="ck-section-title">
          {t('checkout.detail.timeline')}
        </h2>
        <ol className="ck-timeline">
          {timeline.map((step, index) => (
            <li key={`${step.status}-${step.at}`} className={index === timeline.length - 1 ? 'is-current' : ''}>
              <span className="ck-timeline-dot" aria-hidden="true" />
              <span className="ck-timeline-status">{t(`checkout.status.${step.status}`)}</span>
              <time dateTime={step.at} className="ck-muted ck-small">
                {formatDateTime(step.at, locale)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <div className="ck-detail-grid">
        <section className="ck-panel" aria-labelledby="info-title">
          <h2 id="info-title" className="ck-section-title">
            {t('checkout.detail.info')}
          </h2>
          <dl className="ck-fields">
            {fields.map(([key, value]) => (
              <div key={key} className="ck-field-row">
                <dt>{t(`checkout.detail.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="ck-panel" aria-labelledby="money-title">
          <h2 id="money-title" className="ck-section-title">
            {t('checkout.detail.money')}
          </h2>
          <Totals totals={order.totals} balance={order} />
          {order.refunds.length > 0 && (
            <>
              <h3 className="ck-section-title">{t('checkout.detail.refunds')}</h3>
              <ul className="ck-refunds">
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    {t('checkout.detail.refund_line', { reason: t(`checkout.detail.refund_reason.${refund.reason}`), method: t(`checkout.pay_method.${refund.method}`) })}
                    <Money fils={refund.amount_fils} /> ({t(`checkout.detail.refund_status.${refund.status}`)})
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      <section className="ck-panel" aria-labelledby="lines-title">
        <h2 id="lines-title" className="ck-section-title">
          {t('checkout.detail.lines')}
        </h2>
        {unpaid && missing > 0 && (
          <p className="ck-warning" role="note">
            {t('checkout.detail.files_missing')}
          </p>
        )}
        <OrderLinesTable
          lines={order.lines}
          maxOptions={12}
          priceFils={(line) => line.total_fils}
          file={(line) => {
            if (isMembershipLine(line.code)) return '—';
            const designing = line.design && line.design.status !== 'approved' && line.design.status !== 'cancelled';
            return (
              <>
                {unpaid && !designing ? <DesignFilePicker current={line.file} label={t('checkout.file.attach_for', { name: lineName(line) })} onPicked={(file) => attach(line.id, file.id)} /> : <FileName file={line.file} />}
                {line.design && <LineDesign design={line.design} />}
              </>
            );
          }}
        />
        {unpaid && order.payment_status === 'none' && missing === 0 && (
          <div className="ck-pay-actions">
            <Link to={`/payment?order_id=${order.id}`} className="btn btn-primary btn-large">
              {t('checkout.orders.pay')}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

