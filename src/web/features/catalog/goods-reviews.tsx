/**
 * The goods page's reviews (docs/reviews.md): the average of the visible reviews with the count of each star, and
 * the reviews themselves, newest first — stars, text, pictures (public while the review is shown), the author's
 * masked nickname and the date. Reviews are written from /user/evaluation after receipt.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../domain/limits';
import { Pager } from '../../../client/components/pager';
import { Stars } from '../../../client/components/stars';
import { useLocale } from '../../../client/i18n';
import { formatDate } from '../../../client/format/format';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import './goods-reviews.css';

/** A public picture of a shown review: an ordinary <img> (no session needed). */
const pictureUrl = (reviewId: number, fileId: number) => `/api/review/image?id=${reviewId}&file_id=${fileId}`;

export function GoodsReviews({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data } = usePageQuery(envelope($api.queryOptions('get', '/review/goods', { params: { query: { goods_id: goodsId, page_no: page, page_size: PAGE_SIZES.goodsReviews.default } } })));
  if (!data) return null;
  const most = Math.max(1, ...data.stars);
  return (
    <section className="gr-reviews" id="reviews" aria-labelledby="gr-title" data-testid="goods-reviews">
      <h2 id="gr-title">{t('reviews.goods.title')}</h2>
      {data.count === 0 || data.average === null ? (
        <p className="gr-none">{t('reviews.goods.none')}</p>
      ) : (
        <>
          <div className="gr-summary">
            <div className="gr-average">
              <span className="gr-average-value" data-testid="reviews-average">
                {data.average.toFixed(1)}
              </span>
              <Stars rating={data.average} label={t('reviews.goods.average', { average: data.average.toFixed(1) })} size="large" />
              <span className="gr-count">{t('reviews.goods.count', { count: data.count })}</span>
            </div>
            <ul className="gr-bars" aria-label={t('reviews.goods.distribution')}>
              {[5, 4, 3, 2, 1].map((stars) => (
                <li key={stars}>
                  <span className="gr-bar-label">{t('reviews.stars', { count: stars })}</span>
                  <span className="gr-bar" aria-hidden="true">
                    <span style={{ inlineSize: `${Math.round(((data.stars[stars - 1] ?? 0) / most) * 100)}%` }} />
                  </span>
                  <span className="gr-bar-count">{data.stars[stars - 1] ?? 0}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="gr-list">
            {data.lists.map((review) => (
              <li key={review.id} className="gr-review" data-review-id={review.id}>
                <p className="gr-review-head">
                  <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />
                  <bdi className="gr-author">{review.author}</bdi>
                  <time dateTime={review.created_at} className="gr-date">
                    {formatDate(review.created_at, locale)}
                  </time>
                </p>
                <p className="gr-content">{review.content}</p>
                {review.images.length > 0 && (
                  <div className="gr-images">
                    {review.images.map((image) => (
                      <a key={image.id} href={pictureUrl(review.id, image.id)} target="_blank" rel="noreferrer" className="gr-thumb">
                        <img src={pictureUrl(review.id, image.id)} alt={t('reviews.picture')} width={84} height={84} loading="lazy" />
                      </a>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** Beside the price: the average and the count, linking to the reviews below (nothing until there is one). */
export function ReviewSummaryLink({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('reviews');
  const { data } = usePageQuery(envelope($api.queryOptions('get', '/review/goods', { params: { query: { goods_id: goodsId, page_no: 1, page_size: PAGE_SIZES.goodsReviews.default } } })));
  if (!data || data.average === null) return null;
  return (
    <a href="#reviews" className="gr-link" data-testid="reviews-summary">
      <Stars rating={data.average} label={t('reviews.goods.average', { average: data.average.toFixed(1) })} />
      {t('reviews.goods.summary', { average: data.average.toFixed(1), count: data.count })}
    </a>
  );
}
