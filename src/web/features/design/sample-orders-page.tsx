/**
 * /user/order/test — sample orders (docs/design-service.md, "Sample orders"): spec §9's sample vouchers of AED 1,000
 * and 1,200 pay for a trial run of a product before a full order. The page explains how, lists the shopper's sample
 * vouchers (usable, used, expired) and the orders that used one.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { CouponTicket } from '../../components/coupon-ticket';
import { StatusBadge } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import '../../components/checkout.css';
import './design.css';

export default function SampleOrdersPage() {
  const { t } = useTranslation('design');
  const locale = useLocale();
  const ready = useProductStrings();
  const { data } = usePageQuery(envelope($api.queryOptions('get', '/order/samples')));
  return (
    <section className="ds-page" aria-labelledby="ds-samples-title">
      <div className="ds-head">
        <h1 id="ds-samples-title" className="ds-title">
          {t('samples.title')}
        </h1>
        <Link to="/get_coupons" className="btn btn-primary">
          {t('samples.claim')}
        </Link>
      </div>
      <div className="ds-panel">
        <p>{t('samples.intro')}</p>
        <ol className="ds-steps">
          <li>{t('samples.step_claim')}</li>
          <li>{t('samples.step_order')}</li>
          <li>{t('samples.step_pay')}</li>
        </ol>
      </div>
      {!data || !ready ? (
        <p className="ds-muted">{t('design.loading')}</p>
      ) : (
        <>
          <section className="ds-panel" aria-labelledby="ds-vouchers-title">
            <h2 id="ds-vouchers-title" className="ds-section-title">
              {t('samples.vouchers')}
            </h2>
            {data.vouchers.length === 0 ? (
              <p className="ds-muted">
                {t('samples.no_vouchers')}{' '}
                <Link to="/get_coupons" className="ds-link">
                  {t('samples.claim')}
                </Link>
              </p>
            ) : (
              <div className="coupon-list" data-testid="sample-vouchers">
                {data.vouchers.map((voucher) => (
                  <CouponTicket key={voucher.id} name={voucher.name} rule={voucher} validity={{ from: voucher.valid_from, until: voucher.valid_until }} state={voucher.status === 'usable' ? 'usable' : 'muted'}>
                    <span className={`ds-status is-voucher-${voucher.status}`}>{t(`samples.voucher_status.${voucher.status}`)}</span>
                    {voucher.status === 'usable' && (
                      <Link to="/goods_list/custom" className="btn btn-small">
                        {t('samples.order_sample')}
                      </Link>
                    )}
                  </CouponTicket>
                ))}
              </div>
            )}
          </section>
          <section className="ds-panel" aria-labelledby="ds-sample-orders-title">
            <h2 id="ds-sample-orders-title" className="ds-section-title">
              {t('samples.orders')}
            </h2>
            {data.orders.length === 0 ? (
              <p className="ds-muted">{t('samples.no_orders')}</p>
            ) : (
              <table className="ck-table ds-table" data-testid="sample-orders">
                <thead>
                  <tr>
                    <th>{t('design.order')}</th>
                    <th>{t('design.product')}</th>
                    <th>{t('samples.placed')}</th>
                    <th>{t('design.status_label')}</th>
                    <th>{t('samples.amount_due')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id}>
                      <td>
                        <Link to={`/user/order/detail?id=${order.id}`} className="ds-link">
                          <bdi>{order.order_sn}</bdi>
                        </Link>
                      </td>
                      <td>{order.lines.map((line) => t(line.title)).join(', ')}</td>
                      <td>{formatDateTime(order.created_at, locale)}</td>
                      <td>
                        <StatusBadge status={order.status} />
                      </td>
                      <td>
                        <Money fils={order.amount_due_fils} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </section>
  );
}
