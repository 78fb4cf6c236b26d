/**
 * /user/after_sales/after_sale_details?id=: one application — type, reason, explanation, lines, pictures, what was
 * decided (refund amount, the reprint order, the shop's note, the return shipment) and its timeline.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { Money } from '../../../client/components/money';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { AfterSaleActions } from './after-sales-page';
import { AfterSaleImage, AfterSaleStatus, ClaimedLines } from './parts';
import '../../components/checkout.css';
import './after-sales.css';

export default function DetailPage() {
  const { t } = useTranslation('after-sales');
  const locale = useLocale();
  const ready = useProductStrings();
  const id = positiveInt(useSearchParams()[0].get('id'));
  const loaded = usePageQuery({ ...envelope($api.queryOptions('get', '/afterSales/detail', { params: { query: { id: id ?? 0 } } })), enabled: id !== null });
  const item = loaded.data;
  return (
    <section className="ck-user-page as-page" aria-labelledby="as-detail-title">
      <p className="ck-back">
        <Link to="/user/after_sales">{t('after_sales.detail.back')}</Link>
      </p>
      <h1 id="as-detail-title" className="ck-title">
        {t('after_sales.detail.title')}
      </h1>
      {!item || !ready ? (
        <p className="ck-muted">{loaded.failed ? t('after_sales.load_failed') : t('after_sales.loading')}</p>
      ) : (
        <>
          {item.can_send_back && <p className="as-notice">{t('after_sales.detail.return_needed')}</p>}
          <div className="as-card">
            <div className="as-card-head">
              <span className="as-sn">{t('after_sales.sn', { sn: item.sn })}</span>
              <AfterSaleStatus status={item.status} />
              <div className="as-card-actions">
                <AfterSaleActions item={item} />
              </div>
            </div>
            <dl className="as-dl">
              <dt>{t('after_sales.detail.order')}</dt>
              <dd>
                <Link to={`/user/order/detail?id=${item.order_id}`} className="ck-link">
                  {item.order_sn}
                </Link>
              </dd>
              <dt>{t('after_sales.detail.type')}</dt>
              <dd>{t(`after_sales.type.${item.type}`)}</dd>
              <dt>{t('after_sales.detail.reason')}</dt>
              <dd>{t(`after_sales.reason.${item.reason}`)}</dd>
              {item.explanation && (
                <>
                  <dt>{t('after_sales.detail.explanation')}</dt>
                  <dd dir="auto">{item.explanation}</dd>
                </>
              )}
              <dt>{t('after_sales.detail.created')}</dt>
              <dd>{formatDateTime(item.created_at, locale)}</dd>
              {item.refund_fils !== null && (
                <>
                  <dt>{t('after_sales.detail.refund')}</dt>
                  <dd data-testid="as-refund">
                    <Money fils={item.refund_fils} />
                  </dd>
                </>
              )}
              {item.reprint_order && (
                <>
                  <dt>{t('after_sales.detail.reprint')}</dt>
                  <dd>
                    <Link to={`/user/order/detail?id=${item.reprint_order.id}`} className="ck-link" data-testid="as-reprint">
                      {item.reprint_order.order_sn}
                    </Link>
                  </dd>
                </>
              )}
              {item.staff_reason && (
                <>
                  <dt>{t('after_sales.detail.staff_reason')}</dt>
                  <dd>{item.staff_reason}</dd>
                </>
              )}
              {item.return_courier && (
                <>
                  <dt>{t('after_sales.detail.return')}</dt>
                  <dd dir="auto">
                    {item.return_courier} · <bdi>{item.return_tracking_no}</bdi>
                  </dd>
                </>
              )}
            </dl>
          </div>
          <div className="as-card">
            <h2 className="ck-section-title">{t('after_sales.detail.lines')}</h2>
            <ClaimedLines lines={item.lines} />
          </div>
          {item.images.length > 0 && (
            <div className="as-card">
              <h2 className="ck-section-title">{t('after_sales.detail.images')}</h2>
              <div className="as-images">
                {item.images.map((image, i) => (
                  <AfterSaleImage key={image.id} id={item.id} fileId={image.id} alt={t('after_sales.detail.image_alt', { n: i + 1 })} />
                ))}
              </div>
            </div>
          )}
          <div className="as-card">
            <h2 className="ck-section-title">{t('after_sales.detail.timeline')}</h2>
            <ol className="as-timeline">
              {item.timeline.map((step, i) => (
                <li key={i}>
                  <strong>{t(`after_sales.event.${step.event}`)}</strong> · <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
