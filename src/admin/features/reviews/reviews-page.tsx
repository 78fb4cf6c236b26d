/**
 * /reviews: customers' reviews by status (counts per status), newest first — stars, text, pictures, the product and
 * order, the author. Staff hide an abusive review with a reason (the author is told why; the goods page stops showing
 * it) and show a hidden one again with a reason; both are audited (docs/reviews.md).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { PAGE_SIZES } from '../../../domain/limits';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../domain/review/review';
import type { components } from '../../../generated/shop-api';
import { SessionImage } from '../../../client/components/session-image';
import { Stars } from '../../../client/components/stars';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { QueuePage, QueueTable } from '../../components/queue-page';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import './reviews.css';

type StaffReview = components['schemas']['StaffReview'];
const isStatus = (value: string | null): value is ReviewStatus => value !== null && (REVIEW_STATUSES as readonly string[]).includes(value);
const TABS: readonly (ReviewStatus | 'all')[] = ['all', ...REVIEW_STATUSES];

export default function ReviewsPage() {
  const { t } = useTranslation(['admin-membership', 'admin']);
  useProductStrings(); // the lines' product names
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const pageNo = Math.min(positiveInt(params.get('page')) ?? 1, 10_000);
  const pageSize = PAGE_SIZES.staffReviews.default;
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/reviews', { params: { query: { page_no: pageNo, page_size: pageSize, ...(status ? { status } : {}) } } })));
  const [moving, setMoving] = useState<{ review: StaffReview; event: 'hide' | 'show' } | null>(null);
  const go = (next: { status?: ReviewStatus | undefined; page?: number }) => {
    const query: Record<string, string> = {};
    if (next.status) query['status'] = next.status;
    if ((next.page ?? 1) > 1) query['page'] = String(next.page);
    setParams(query);
  };
  const total = (data?.counts.visible ?? 0) + (data?.counts.hidden ?? 0);
  const rows = data?.lists ?? [];
  const columns = [t('adm_reviews.when'), t('adm_reviews.product'), t('adm_reviews.review'), t('adm_reviews.customer'), t('adm_reviews.status'), t('adm_reviews.actions')];
  return (
    <QueuePage
      title={t('adm_reviews.title')}
      intro={t('adm_reviews.intro')}
      tabs={{
        label: t('adm_reviews.status'),
        keys: TABS,
        value: status ?? 'all',
        labelOf: (tab) => (tab === 'all' ? t('adm_reviews.all') : t(`adm_reviews.status_name.${tab}`)),
        countOf: (tab) => (tab === 'all' ? total : (data?.counts[tab] ?? 0)),
        onChange: (tab) => go(tab === 'all' ? {} : { status: tab }),
      }}
      table={
        <QueueTable columns={columns} rowCount={rows.length} loading={loading} failed={failed} empty={t('adm_reviews.empty')} testId="staff-reviews">
          {rows.map((review) => (
            <Row key={review.id} review={review} busy={loading} onMove={(event) => setMoving({ review, event })} />
          ))}
        </QueueTable>
      }
      paging={{ pageNo, pageSize, count: data?.count ?? 0, status: t('adm_reviews.page_of', { page: pageNo, pages: Math.max(1, Math.ceil((data?.count ?? 0) / pageSize)), total: data?.count ?? 0 }), onPage: (page) => go({ status, page }) }}
    >
      {moving && <MoveDialog review={moving.review} event={moving.event} onClose={() => setMoving(null)} />}
    </QueuePage>
  );
}

function Row({ review, busy, onMove }: { review: StaffReview; busy: boolean; onMove(event: 'hide' | 'show'): void }) {
  const { t } = useTranslation(['admin-membership', 'admin']);
  const locale = useLocale();
  return (
    <tr aria-busy={busy} data-review-id={review.id}>
      <td className="adm-nowrap">{formatDateTime(review.created_at, locale)}</td>
      <td>
        <bdi>{review.goods_name ?? t(review.line.title)}</bdi>
        <div className="adm-muted">
          <Link className="adm-link" to={`/orders/${review.line.order_id}`}>
            <bdi>{review.line.order_sn}</bdi>
          </Link>
        </div>
      </td>
      <td className="adm-review-cell">
        <Stars rating={review.rating} label={t('adm_reviews.stars', { count: review.rating })} />
        <p className="adm-review-text">{review.content}</p>
        {review.images.length > 0 && (
          <div className="adm-pictures">
            {review.images.map((image, i) => (
              <SessionImage key={image.id} className="adm-voucher" alt={t('adm_reviews.picture', { n: i + 1 })} load={() => api.GET('/staff/file', { params: { query: { id: image.id, download: 0 } }, parseAs: 'blob' })} />
            ))}
          </div>
        )}
      </td>
      <td>
        <Link className="adm-link" to={`/customers/${review.customer.id}`}>
          <bdi>{review.customer.nickname}</bdi>
        </Link>
        <div className="adm-muted">
          <bdi dir="ltr">{review.customer.mobile}</bdi>
        </div>
      </td>
      <td>
        <span className={`adm-badge${review.status === 'hidden' ? ' adm-badge-warn' : ''}`}>{t(`adm_reviews.status_name.${review.status}`)}</span>
        {review.moderated_at && review.hidden_reason && (
          <div className="adm-muted adm-small">
            {formatDateTime(review.moderated_at, locale)}: <bdi>{review.hidden_reason}</bdi>
          </div>
        )}
      </td>
      <td>
        {review.status === 'visible' ? (
          <button type="button" className="adm-btn adm-btn-danger" onClick={() => onMove('hide')}>
            {t('adm_reviews.hide')}
          </button>
        ) : (
          <button type="button" className="adm-btn" onClick={() => onMove('show')}>
            {t('adm_reviews.show')}
          </button>
        )}
      </td>
    </tr>
  );
}

function MoveDialog({ review, event, onClose }: { review: StaffReview; event: 'hide' | 'show'; onClose(): void }) {
  const { t } = useTranslation(['admin-membership', 'admin']);
  const move = useShopMutation({
    mutationFn: (body: { id: number; reason: string }) => api.POST(event === 'hide' ? '/staff/review/hide' : '/staff/review/show', { body }),
  });
  return (
    <ReasonDialog {...reasonTexts(t)} title={t(event === 'hide' ? 'adm_reviews.hide_title' : 'adm_reviews.show_title')} confirmLabel={t(event === 'hide' ? 'adm_reviews.hide' : 'adm_reviews.show')} danger={event === 'hide'} onClose={onClose} onConfirm={async (reason) => (await move.run({ id: review.id, reason })) !== null}>
      <blockquote className="adm-quote">{review.content}</blockquote>
      <p className="adm-muted">{t(event === 'hide' ? 'adm_reviews.hide_note' : 'adm_reviews.show_note')}</p>
    </ReasonDialog>
  );
}
