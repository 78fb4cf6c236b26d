/**
 * /user/order/design_detail?id= — the shopper reviews a design (issue 14): the brief, every draft (pictures shown,
 * other files downloaded), approve any draft or ask for changes with a comment while free revision rounds are left.
 * The approved draft becomes the order line's design file; the order can then be paid.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DESIGN_LIMITS, FREE_REVISION_ROUNDS } from '../../../domain/design/design';
import type { components } from '../../../generated/shop-api';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { Money } from '../../../client/components/money';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { Brief, DesignStatus, DraftList, TaskFacts, TaskNotFound, TaskProduct, Timeline } from './parts';
import '../../components/checkout.css';
import './design.css';

type Draft = components['schemas']['DesignDraft'];

export default function DesignReviewPage() {
  const { t } = useTranslation('design');
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const { data, failed } = usePageQuery({ ...envelope($api.queryOptions('get', '/design/detail', { params: { query: { id: id ?? 0 } } })), enabled: id !== null });
  const [asking, setAsking] = useState<{ kind: 'approve'; draft: Draft } | { kind: 'changes' } | null>(null);
  const answer = useShopMutation({
    mutationFn: (body: { kind: 'approve'; draft_id: number } | { kind: 'changes'; comment: string }) =>
      body.kind === 'approve' ? api.POST('/design/approve', { body: { task_id: id ?? 0, draft_id: body.draft_id } }) : api.POST('/design/requestChanges', { body: { task_id: id ?? 0, comment: body.comment } }),
  });

  if (id === null || failed) return <TaskNotFound back="/user/order/design" label={t('design.mine.title')} />;
  if (!data || !ready) return <p className="ds-muted">{t('design.loading')}</p>;
  const newest = data.draft_list[0];
  return (
    <section className="ds-page" aria-labelledby="ds-review-title">
      <div className="ds-head">
        <h1 id="ds-review-title" className="ds-title">
          {t('design.review.title')}
        </h1>
        <Link to="/user/order/design" className="ds-link">
          {t('design.review.all')}
        </Link>
      </div>
      <div className="ds-panel ds-summary">
        <TaskProduct task={data} />
        <TaskFacts task={data}>
          <div>
            <dt>{t('design.order')}</dt>
            <dd>
              <Link to={`/user/order/detail?id=${data.order_id}`} className="ds-link">
                <bdi>{data.order_sn}</bdi>
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('design.fee')}</dt>
            <dd>
              <Money fils={data.fee_fils} /> <span className="ds-muted ds-small">{t('design.vat_excluded')}</span>
            </dd>
          </div>
        </TaskFacts>
      </div>

      {data.status === 'approved' && (
        <div className="ds-banner is-done" role="status">
          <p>{t('design.review.approved')}</p>
          <Link to={`/payment?order_id=${data.order_id}`} className="btn btn-primary" data-testid="pay-order">
            {t('design.review.pay')}
          </Link>
        </div>
      )}
      {data.status === 'cancelled' && (
        <p className="ds-banner is-off" role="status">
          {data.cancel_reason && data.cancel_reason !== 'order_cancelled' ? t('design.review.cancelled_reason', { reason: data.cancel_reason }) : t('design.review.cancelled')}
        </p>
      )}
      {(data.status === 'open' || data.status === 'claimed') && <p className="ds-banner">{t(`design.review.waiting_${data.status}`)}</p>}
      {data.status === 'changes_requested' && <p className="ds-banner">{t('design.review.changes_sent')}</p>}

      <section className="ds-panel" aria-labelledby="ds-drafts-title">
        <h2 id="ds-drafts-title" className="ds-section-title">
          {t('design.drafts')} <DesignStatus status={data.status} />
        </h2>
        {data.can_answer && (
          <div className="ds-answer">
            <p>{data.can_request_changes ? t('design.review.hint', { count: data.rounds_left }) : t('design.review.rounds_used', { rounds: FREE_REVISION_ROUNDS })}</p>
            {newest && data.status === 'draft_submitted' && (
              <button type="button" className="btn" disabled={answer.pending || !data.can_request_changes} onClick={() => setAsking({ kind: 'changes' })}>
                {t('design.review.request_changes')}
              </button>
            )}
          </div>
        )}
        <DraftList
          task={data}
          actions={(draft) =>
            data.can_answer && (
              <button type="button" className="btn btn-primary btn-small" disabled={answer.pending} onClick={() => setAsking({ kind: 'approve', draft })} data-testid={`approve-${draft.version}`}>
                {t('design.review.approve', { version: draft.version })}
              </button>
            )
          }
        />
      </section>

      <Brief task={data} />
      <Timeline task={data} />

      {asking?.kind === 'approve' && (
        <ConfirmDialog
          title={t('design.review.approve_title', { version: asking.draft.version })}
          text={t('design.review.approve_text')}
          confirmLabel={t('design.review.approve', { version: asking.draft.version })}
          cancelLabel={t('design.cancel')}
          onConfirm={() => {
            const draft = asking.draft;
            setAsking(null);
            void answer.run({ kind: 'approve', draft_id: draft.id });
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'changes' && (
        <ReasonDialog
          title={t('design.review.changes_title')}
          text={t('design.review.changes_text', { count: data.rounds_left })}
          label={t('design.review.changes_label')}
          confirmLabel={t('design.review.send_changes')}
          cancelLabel={t('design.cancel')}
          requiredMessage={t('design.review.changes_required')}
          maxLength={DESIGN_LIMITS.commentMax}
          onConfirm={(comment) => {
            setAsking(null);
            void answer.run({ kind: 'changes', comment });
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
