/**
 * /user/design/detail?id= — a task for a designer (issue 14): the brief and references, the product and its size,
 * claim it while it is open; once theirs, hand in drafts (JPEG, PNG or PDF, with a note) and see the shopper's
 * answers; every version is kept.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DESIGN_LIMITS } from '../../../domain/design/design';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { VoucherField } from '../../components/voucher-field';
import { useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { DesignersOnly } from './designers-only';
import { Brief, DraftList, TaskFacts, TaskNotFound, TaskProduct, Timeline } from './parts';
import '../../components/checkout.css';
import './design.css';

type Upload = components['schemas']['Upload'];
type TaskDetail = components['schemas']['DesignTaskDetail'];

export default function TaskPage() {
  return (
    <DesignersOnly>
      <Task />
    </DesignersOnly>
  );
}

function Task() {
  const { t } = useTranslation('design');
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const { data, failed } = usePageQuery({ ...envelope($api.queryOptions('get', '/designer/task', { params: { query: { id: id ?? 0 } } })), enabled: id !== null });
  const claim = useShopMutation({ mutationFn: (taskId: number) => api.POST('/designer/claim', { body: { task_id: taskId } }) });

  if (id === null || failed) return <TaskNotFound back="/user/design" label={t('design.centre.title')} />;
  if (!data || !ready) return <p className="ds-muted">{t('design.loading')}</p>;
  return (
    <section className="ds-page" aria-labelledby="ds-task-title">
      <div className="ds-head">
        <h1 id="ds-task-title" className="ds-title">
          {t('design.task.title')}
        </h1>
        <Link to="/user/design" className="ds-link">
          {t('design.centre.title')}
        </Link>
      </div>
      <div className="ds-panel ds-summary">
        <TaskProduct task={data} />
        <TaskFacts task={data}>
          <div>
            <dt>{t('design.task.earning')}</dt>
            <dd>
              <Money fils={data.earning_fils} />
            </dd>
          </div>
        </TaskFacts>
        {data.can_claim && (
          <button type="button" className="btn btn-primary" disabled={claim.pending} onClick={() => void claim.run(data.id)}>
            {t('design.centre.claim')}
          </button>
        )}
      </div>
      {data.status === 'cancelled' && <p className="ds-banner is-off">{t('design.task.cancelled')}</p>}
      {data.status === 'approved' && <p className="ds-banner is-done">{t('design.task.approved')}</p>}
      <Brief task={data} />
      {data.can_submit && <HandIn task={data} />}
      <section className="ds-panel" aria-labelledby="ds-task-drafts">
        <h2 id="ds-task-drafts" className="ds-section-title">
          {t('design.drafts')}
        </h2>
        <DraftList task={data} />
      </section>
      <Timeline task={data} />
    </section>
  );
}

/** Upload a draft (the shared upload checks) and send it with a note. */
function HandIn({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('design');
  const [file, setFile] = useState<Upload | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useShopMutation({
    mutationFn: (body: { task_id: number; file_id: number; note: string }) => api.POST('/designer/submitDraft', { body }),
  });
  const changes = task.status === 'changes_requested' ? task.draft_list.find((d) => d.comment) : undefined;
  return (
    <section className="ds-panel" aria-labelledby="ds-handin-title">
      <h2 id="ds-handin-title" className="ds-section-title">
        {t('design.task.hand_in')}
      </h2>
      {changes?.comment && (
        <p className="ds-comment">
          {t('design.change_request')} <bdi>{changes.comment}</bdi>
        </p>
      )}
      <form
        className="ds-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return setMissing(true);
          void send.run({ task_id: task.id, file_id: file.id, note: note.trim() }).then((done) => {
            if (done) {
              setFile(null);
              setNote('');
            }
          });
        }}
      >
        <VoucherField
          id="ds-draft"
          kind="design_draft"
          testId="draft-file"
          value={file}
          error={missing && !file ? t('design.task.file_required') : undefined}
          onChange={(uploaded) => {
            setFile(uploaded);
            setMissing(false);
          }}
          text={{
            label: t('design.task.file'),
            upload: t('design.task.upload'),
            replace: t('design.task.replace'),
            hint: t('design.task.file_hint'),
            wrongType: t('design.task.wrong_type'),
            failed: t('design.task.upload_failed'),
            uploading: (percent) => t('design.task.uploading', { percent }),
          }}
        />
        <label className="ds-field">
          <span>{t('design.task.note')}</span>
          <textarea rows={3} maxLength={DESIGN_LIMITS.noteMax} value={note} onChange={(e) => setNote(e.target.value)} placeholder={t('design.task.note_placeholder')} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={send.pending}>
          {t('design.task.send')}
        </button>
      </form>
    </section>
  );
}
