/**
 * /user/order/detail?id=: every order field of spec §3, the status timeline, the lines with their design files
 * (attachable while the order is unpaid: order/attachFile) and the cancel actions.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { components } from '../../../generated/shop-api';
import { api, call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { useLocale, useProductStrings } from './checkout-i18n';
import { collapseTimeline } from './checkout-rules';
import { DesignFilePicker } from './design-file-picker';
import { OrderActions } from './order-actions';
import { FileName, LineOptions, Money, positiveInt, ProductCell, StatusBadge } from './parts';
import { Totals } from './totals';
import './checkout.css';

type Order = components['schemas']['Order'];

export default function OrderDetailPage() {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const locale = useLocale();
  const [version, setVersion] = useState(0);
  const [updated, setUpdated] = useState<Order | null>(null);
  const loaded = useApi(() => call(api.GET('/order/detail', { params: { query: { id } } })), [id, version]);
  // An action answers the changed order; show it at once (a reload brings the same).
  const order = updated && loaded.data && updated.id === loaded.data.id && !loaded.loading ? updated : loaded.data;

  if (!order) return <p className="ck-muted">{loaded.failed ? t('checkout.common.load_failed') : t('checkout.common.loading')}</p>;

  const reload = () => {
    setUpdated(null);
    setVersion((v) => v + 1);
  };

  async function attach(lineId: number, fileId: number) {
    const answer = await call(api.POST('/order/attachFile', { body: { id, line_id: lineId, file_id: fileId } }));
    if (answer) setUpdated(answer);
  }

  const none = t('checkout.common.none');
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : none);
  const unpaid = order.status === 'unpaid';
  const missing = order.lines.filter((l) => !l.file).length;
  const timeline = collapseTimeline(order.timeline);
  const fields: [string, ReactNode][] = [
    ['order_sn', <bdi key="sn">{order.order_sn}</bdi>],
    ['online_sn', order.online_sn ? <bdi key="online">{order.online_sn}</bdi> : none],
    ['order_type', t(`checkout.order_type.${order.order_type}`)],
    ['created_at', time(order.created_at)],
    ['paid_at', time(order.paid_at)],
    ['payment_method', order.payment_method ? t(`checkout.pay_method.${order.payment_method}`) : none],
    ['payment_status', t(`checkout.payment_status.${order.payment_status}`)],
    ['delivery', t(`checkout.delivery.${order.delivery}`)],
    ['recipient', order.recipient],
    ['phone', <bdi key="phone" dir="ltr">{order.phone}</bdi>],
    ['shipping_address', order.shipping_address],
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
        <OrderActions order={order} decision={order.cancel} onChanged={reload} />
      </div>

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
          <Totals totals={order.totals} paidFils={order.paid_fils} />
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
        <table className="ck-table ck-lines-table">
          <thead>
            <tr>
              <th>{t('checkout.common.product')}</th>
              <th className="ck-col-qty">{t('checkout.common.quantity')}</th>
              <th className="ck-col-file">{t('checkout.common.design_file')}</th>
              <th className="ck-col-price">{t('checkout.common.price')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} data-line-id={line.id}>
                <td>
                  <ProductCell code={line.code} title={line.title} image={line.image}>
                    <LineOptions config={line.config} max={12} />
                  </ProductCell>
                </td>
                <td className="ck-col-qty">{line.quantity}</td>
                <td className="ck-col-file">
                  {unpaid ? <DesignFilePicker current={line.file} label={t('checkout.file.attach_for', { name: t(line.title) })} onPicked={(file) => attach(line.id, file.id)} /> : <FileName file={line.file} />}
                </td>
                <td className="ck-col-price">
                  <Money fils={line.total_fils} className="ck-price" />
                  <span className="ck-muted ck-small">{t('checkout.common.vat_included')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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

