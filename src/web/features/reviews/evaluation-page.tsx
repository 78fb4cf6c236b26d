/**
 * /user/evaluation — reviews (spec §2): the lines of received orders still to review (each opens the review form,
 * /user/evaluation/evaluate), and my reviews with their stars, text, pictures and status (staff may hide an abusive
 * one: the author sees it hidden, with the reason).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { PAGE_SIZES } from '../../../domain/limits';
import type { components } from '../../../generated/shop-api';
import { LineOptions, ProductCell } from '../../../client/components/checkout-parts';
import { Pager } from '../../../client/components/pager';
import { Stars } from '../../../client/components/stars';
import { Tabs } from '../../../client/components/tabs';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { formatDate } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { ReviewImages } from './parts';
import '../../components/checkout.css';
import './reviews.css';

type Tab = 'write' | 'mine';
type MyReview = components['schemas']['MyReview'];

export default function EvaluationPage() {
  const { t } = useTranslation('reviews');
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'write';
  const page = positiveInt(params.get('page')) ?? 1;
  const go = (next: { tab?: Tab; page?: number }) => {
    const query = new URLSearchParams();
    if ((next.tab ?? tab) === 'mine') query.set('tab', 'mine');
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const toWrite = usePageQuery({ ...envelope($api.queryOptions('get', '/review/toWrite', { params: { query: { page_no: tab === 'write' ? page : 1, page_size: PAGE_SIZES.reviewsToWrite.default } } })) });
  const mine = usePageQuery(envelope($api.queryOptions('get', '/review/mine', { params: { query: { page_no: tab === 'mine' ? page : 1, page_size: PAGE_SIZES.userReviews.default } } })));
  const shown = tab === 'write' ? toWrite : mine;
  return (
    <section className="rv-page" aria-labelledby="rv-title">
      <h1 id="rv-title" className="rv-title">
        {t('reviews.title')}
      </h1>
      <div className="rv-panel">
        <Tabs
          idPrefix="rv"
          label={t('reviews.title')}
          value={tab}
          onChange={(key) => go({ tab: key })}
          items={[
            { key: 'write', label: t('reviews.tabs.write'), count: toWrite.data?.count },
            { key: 'mine', label: t('reviews.tabs.mine'), count: mine.data?.count },
          ]}
        />
        <div role="tabpanel" aria-labelledby={`rv-tab-${tab}`} aria-busy={shown.loading}>
          {!shown.data || !ready ? (
            <p className="rv-muted">{shown.failed ? t('reviews.load_failed') : t('reviews.loading')}</p>
          ) : tab === 'write' && toWrite.data ? (
            toWrite.data.lists.length === 0 ? (
              <p className="rv-empty">{t('reviews.empty_write')}</p>
            ) : (
              <>
                <ul className="rv-list" data-testid="lines-to-review">
                  {toWrite.data.lists.map((line) => (
                    <li key={line.line_id} className="rv-item">
                      <ProductCell code={line.code} title={line.title} image={line.image}>
                        <LineOptions config={line.config} max={3} />
                      </ProductCell>
                      <Link to={`/user/order/detail?id=${line.order_id}`} className="rv-muted rv-small">
                        {t('reviews.order_sn', { sn: line.order_sn })}
                      </Link>
                      <Link to={`/user/evaluation/evaluate?line_id=${line.line_id}`} className="btn btn-primary btn-small">
                        {t('reviews.write')}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pager pageNo={toWrite.data.page_no} pageSize={toWrite.data.page_size} count={toWrite.data.count} onPage={(p) => go({ page: p })} />
              </>
            )
          ) : mine.data && mine.data.lists.length === 0 ? (
            <p className="rv-empty">{t('reviews.empty_mine')}</p>
          ) : mine.data ? (
            <>
              <ul className="rv-list" data-testid="my-reviews">
                {mine.data.lists.map((review) => (
                  <MyReviewItem key={review.id} review={review} />
                ))}
              </ul>
              <Pager pageNo={mine.data.page_no} pageSize={mine.data.page_size} count={mine.data.count} onPage={(p) => go({ page: p })} />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function MyReviewItem({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  return (
    <li className="rv-item rv-mine" data-review-id={review.id}>
      <ProductCell code={review.line.code} title={review.line.title} image={review.line.image} />
      <div className="rv-body">
        <p className="rv-meta">
          <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />
          <span className="rv-muted rv-small">{formatDate(review.created_at, locale)}</span>
          <span className={`rv-status is-${review.status}`}>{t(`reviews.status.${review.status}`)}</span>
        </p>
        <p className="rv-content">{review.content}</p>
        <ReviewImages reviewId={review.id} images={review.images} alt={t('reviews.picture')} />
        {review.status === 'hidden' && review.hidden_reason && <p className="rv-hidden-reason">{t('reviews.hidden_because', { reason: review.hidden_reason })}</p>}
        {review.status === 'visible' && review.goods_id !== null && (
          <Link to={`/goods_details?id=${review.goods_id}#reviews`} className="rv-link rv-small">
            {t('reviews.see_on_goods_page')}
          </Link>
        )}
      </div>
    </li>
  );
}
