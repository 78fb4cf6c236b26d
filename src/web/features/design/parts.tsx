/**
 * Pieces the design pages share: the status tag, the product and its options, a task file (a draft previewed inline
 * when it is a picture, else downloaded; the API needs the session header, so files are fetched as blobs), the
 * brief with its references, the drafts' history and the timeline.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { LineOptions, ProductCell } from '../../../client/components/checkout-parts';
import { api } from '../../../client/api/api';
import { saveFileAnswer } from '../../../client/api/file-answer';
import { formatDateTime } from '../../../client/format/format';
import { useLocale } from '../../../client/i18n';

type Task = components['schemas']['DesignTask'];
type TaskDetail = components['schemas']['DesignTaskDetail'];
type Draft = components['schemas']['DesignDraft'];
type Upload = components['schemas']['Upload'];

export function DesignStatus({ status }: { status: Task['status'] }) {
  const { t } = useTranslation('design');
  return <span className={`ds-status is-${status}`}>{t(`design.status.${status}`)}</span>;
}

/** The product being designed for, with the options the shopper chose (size, paper…). */
export function TaskProduct({ task, children }: { task: Pick<Task, 'code' | 'title' | 'image' | 'config'>; children?: ReactNode }) {
  return (
    <ProductCell code={task.code} title={task.title} image={task.image}>
      <LineOptions config={task.config} max={8} />
      {children}
    </ProductCell>
  );
}

function fileQuery(taskId: number, fileId: number, download: boolean) {
  return api.GET('/design/file', { params: { query: { task_id: taskId, file_id: fileId, download: download ? 1 : 0 } }, parseAs: 'blob' });
}

/** A picture draft as an object URL, or failed. */
function usePicture(taskId: number, fileId: number): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void fileQuery(taskId, fileId, false)
      .then(({ data, response }) => {
        if (!live) return;
        if (!response.ok || !(data instanceof Blob) || response.headers.get('content-type')?.includes('json')) return setState({ url: null, failed: true });
        url = URL.createObjectURL(data);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [taskId, fileId]);
  return state;
}

/** Downloads one of the task's files under its name; says so when it could not be fetched. */
export function FileButton({ taskId, file, label }: { taskId: number; file: Upload; label: string }) {
  const { t } = useTranslation('design');
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => void saveFileAnswer(fileQuery(taskId, file.id, true), file.name).then((ok) => setFailed(!ok))}>
        {label}
      </button>
      {failed && (
        <span className="field-error" role="alert">
          {t('design.file_failed')}
        </span>
      )}
    </>
  );
}

function DraftPreview({ taskId, draft }: { taskId: number; draft: Draft }) {
  const { t } = useTranslation('design');
  const { url, failed } = usePicture(taskId, draft.file.id);
  if (failed) return <p className="ds-muted">{t('design.file_failed')}</p>;
  if (!url) return <p className="ds-muted">{t('design.loading')}</p>;
  return <img src={url} alt={t('design.draft_alt', { version: draft.version })} className="ds-draft-image" />;
}

/** Every draft, newest first: a picture shown, any file downloadable, the designer's note and the shopper's answer. */
export function DraftList({ task, actions }: { task: TaskDetail; actions?(draft: Draft): ReactNode }) {
  const { t } = useTranslation('design');
  const locale = useLocale();
  if (task.draft_list.length === 0) return <p className="ds-muted">{t('design.no_drafts')}</p>;
  return (
    <ol className="ds-drafts" data-testid="draft-list">
      {task.draft_list.map((draft) => (
        <li key={draft.id} className={`ds-draft is-${draft.status}`} data-version={draft.version}>
          <div className="ds-draft-head">
            <strong>{t('design.draft_version', { version: draft.version })}</strong>
            <span className={`ds-draft-status is-${draft.status}`}>{t(`design.draft_status.${draft.status}`)}</span>
            <span className="ds-muted">{formatDateTime(draft.created_at, locale)}</span>
          </div>
          {draft.previewable ? <DraftPreview taskId={task.id} draft={draft} /> : <p className="ds-muted">{t('design.no_preview', { name: draft.file.name })}</p>}
          {draft.note && (
            <p className="ds-note">
              {t('design.designer_note')} <bdi>{draft.note}</bdi>
            </p>
          )}
          {draft.comment && (
            <p className="ds-comment">
              {t('design.change_request')} <bdi>{draft.comment}</bdi>
            </p>
          )}
          <div className="ds-actions">
            <FileButton taskId={task.id} file={draft.file} label={t('design.download', { name: draft.file.name })} />
            {actions?.(draft)}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The brief as the shopper wrote it, with their reference files. */
export function Brief({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('design');
  return (
    <section className="ds-panel" aria-labelledby="ds-brief-title">
      <h2 id="ds-brief-title" className="ds-section-title">
        {t('design.brief')}
      </h2>
      <p className="ds-brief" dir="auto">
        {task.brief}
      </p>
      {task.references.length > 0 && (
        <>
          <h3 className="ds-subtitle">{t('design.references')}</h3>
          <ul className="ds-files">
            {task.references.map((file) => (
              <li key={file.id}>
                <bdi>{file.name}</bdi> <FileButton taskId={task.id} file={file} label={t('design.download_short')} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The task's steps. */
export function Timeline({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('design');
  const locale = useLocale();
  return (
    <section className="ds-panel" aria-labelledby="ds-timeline-title">
      <h2 id="ds-timeline-title" className="ds-section-title">
        {t('design.timeline')}
      </h2>
      <ol className="ds-timeline">
        {task.timeline.map((step, i) => (
          <li key={i}>
            <span>{t(`design.event.${step.event}`)}</span> <span className="ds-muted">{formatDateTime(step.at, locale)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A task id that is missing or not the viewer's: said so, with the way back to the list. */
export function TaskNotFound({ back, label }: { back: string; label: string }) {
  const { t } = useTranslation('design');
  return (
    <section className="ds-page">
      <div className="ds-panel ds-empty">
        <p>{t('design.not_found')}</p>
        <Link to={back} className="btn btn-primary">
          {label}
        </Link>
      </div>
    </section>
  );
}

/** The task's facts: SN, status, order, fee, rounds. */
export function TaskFacts({ task, children }: { task: Task; children?: ReactNode }) {
  const { t } = useTranslation('design');
  return (
    <dl className="ds-facts">
      <div>
        <dt>{t('design.sn')}</dt>
        <dd>
          <bdi>{task.sn}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('design.status_label')}</dt>
        <dd>
          <DesignStatus status={task.status} />
        </dd>
      </div>
      <div>
        <dt>{t('design.rounds')}</dt>
        <dd>{t('design.rounds_value', { used: task.rounds_used, left: task.rounds_left })}</dd>
      </div>
      {task.designer && (
        <div>
          <dt>{t('design.designer')}</dt>
          <dd>
            <bdi>{task.designer.nickname}</bdi>
          </dd>
        </div>
      )}
      {children}
    </dl>
  );
}
