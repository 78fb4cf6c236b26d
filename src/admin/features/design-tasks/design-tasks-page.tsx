/**
 * Design tasks (docs/design-service.md): every task by status with its order, product, designer, drafts and rounds;
 * staff reassign a task to another designer or cancel it (its unpaid order with it), each with a reason the server
 * audits. Below, the designer accounts (type 4) with their work, and making an account a designer by its phone.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { DESIGN_TASK_STATUSES, DESIGN_IN_PROGRESS, type DesignTaskStatus } from '../../../domain/design/status';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import { QueuePage, QueueTable } from '../../components/queue-page';

type Task = components['schemas']['DesignTask'];
type Tab = DesignTaskStatus | 'all';
const TABS: readonly Tab[] = ['all', ...DESIGN_TASK_STATUSES];

export default function DesignTasksPage() {
  const { t } = useTranslation(['admin', 'design']);
  const locale = useLocale();
  useProductStrings();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ kind: 'reassign' | 'cancel'; task: Task } | null>(null);
  const [designerId, setDesignerId] = useState<number | null>(null);
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/designTasks', { params: { query: { page_no: page, ...(tab !== 'all' ? { status: tab } : {}) } } })));
  const designers = usePageQuery(envelope($api.queryOptions('get', '/staff/designers')));
  const reassign = useShopMutation({ mutationFn: (body: { task_id: number; designer_id: number; reason: string }) => api.POST('/staff/designTask/reassign', { body }) });
  const cancel = useShopMutation({ mutationFn: (body: { task_id: number; reason: string }) => api.POST('/staff/designTask/cancel', { body }) });
  const others = (task: Task) => (designers.data?.lists ?? []).filter((d) => d.id !== task.designer?.id);

  return (
    <QueuePage
      title={t('design.admin.title')}
      intro={t('design.admin.intro')}
      tabs={{
        label: t('design.admin.title'),
        keys: TABS,
        value: tab,
        labelOf: (s) => (s === 'all' ? t('design.admin.all') : t(`design.status.${s}`)),
        onChange: (s) => {
          setTab(s);
          setPage(1);
        },
      }}
      panel={{ id: 'adm-design-list', title: t('design.admin.tasks'), count: data?.count ?? 0 }}
      table={
        <QueueTable
          columns={[t('design.admin.task_order'), t('design.product'), t('design.designer'), t('design.status_label'), t('design.admin.drafts_rounds'), t('design.fee'), t('admin.common.actions')]}
          rowCount={data?.lists.length ?? 0}
          loading={loading}
          failed={failed}
          empty={t('design.admin.empty')}
          testId="design-tasks"
        >
          {(data?.lists ?? []).map((task) => {
            const live = DESIGN_IN_PROGRESS.includes(task.status);
            return (
              <tr key={task.id}>
                <td>
                  <bdi>{task.sn}</bdi>
                  <br />
                  <Link to={`/orders/${task.order_id}`}>
                    <bdi>{task.order_sn}</bdi>
                  </Link>
                </td>
                <td>{t(task.title)}</td>
                <td>{task.designer ? <bdi>{task.designer.nickname}</bdi> : <span className="adm-muted">{t('design.admin.unclaimed')}</span>}</td>
                <td>
                  {t(`design.status.${task.status}`)}
                  <br />
                  <span className="adm-muted">{formatDateTime(task.updated_at, locale)}</span>
                </td>
                <td>{t('design.admin.drafts_rounds_value', { drafts: task.drafts, rounds: task.rounds_used })}</td>
                <td>
                  <Money fils={task.fee_fils} />
                </td>
                <td className="adm-actions">
                  {live && (
                    <>
                      <button type="button" className="adm-btn" disabled={others(task).length === 0} onClick={() => setActing({ kind: 'reassign', task })}>
                        {t('design.admin.reassign')}
                      </button>
                      <button type="button" className="adm-btn adm-btn-danger" onClick={() => setActing({ kind: 'cancel', task })}>
                        {t('design.admin.cancel')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </QueueTable>
      }
      paging={data && { pageNo: data.page_no, pageSize: data.page_size, count: data.count, status: t('design.admin.page', { page: data.page_no, count: data.count }), onPage: setPage }}
    >
      <Designers />

      {acting?.kind === 'reassign' && (
        <ReasonDialog
          {...reasonTexts(t)}
          title={t('design.admin.reassign_title', { sn: acting.task.sn })}
          confirmLabel={t('design.admin.reassign')}
          onClose={() => {
            setActing(null);
            setDesignerId(null);
          }}
          onConfirm={async (reason) => {
            const chosen = designerId ?? others(acting.task)[0]?.id;
            if (!chosen) return false;
            return (await reassign.run({ task_id: acting.task.id, designer_id: chosen, reason })) !== null;
          }}
        >
          <label className="adm-field">
            <span>{t('design.admin.to_designer')}</span>
            <select value={designerId ?? others(acting.task)[0]?.id ?? ''} onChange={(e) => setDesignerId(Number(e.target.value))}>
              {others(acting.task).map((d) => (
                <option key={d.id} value={d.id}>
                  {t('design.admin.designer_option', { name: d.nickname, tasks: d.in_progress })}
                </option>
              ))}
            </select>
          </label>
        </ReasonDialog>
      )}
      {acting?.kind === 'cancel' && (
        <ReasonDialog
          {...reasonTexts(t)}
          title={t('design.admin.cancel_title', { sn: acting.task.sn })}
          confirmLabel={t('design.admin.cancel')}
          danger
          onClose={() => setActing(null)}
          onConfirm={async (reason) => (await cancel.run({ task_id: acting.task.id, reason })) !== null}
        >
          <p className="adm-muted">{t('design.admin.cancel_text')}</p>
        </ReasonDialog>
      )}
    </QueuePage>
  );
}

/** The designer accounts, and making an account a designer (or a customer again) by its phone number. */
function Designers() {
  const { t } = useTranslation(['admin', 'design']);
  const { data } = usePageQuery(envelope($api.queryOptions('get', '/staff/designers')));
  const [mobile, setMobile] = useState('');
  const [missing, setMissing] = useState(false);
  const set = useShopMutation({ mutationFn: (body: { mobile: string; designer: boolean }) => api.POST('/staff/designer/set', { body }) });
  const submit = (designer: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const value = mobile.trim();
    if (value.length < 6) return setMissing(true);
    void set.run({ mobile: value, designer }).then((done) => done && setMobile(''));
  };
  return (
    <section className="adm-panel" aria-labelledby="adm-designers">
      <h2 id="adm-designers" className="adm-panel-title">
        {t('design.admin.designers')} <span className="adm-count">{data?.lists.length ?? 0}</span>
      </h2>
      <form className="adm-filters" onSubmit={submit(true)} noValidate>
        <label className="adm-field">
          <span>{t('design.admin.mobile')}</span>
          <input
            type="tel"
            value={mobile}
            maxLength={20}
            aria-invalid={missing}
            onChange={(e) => {
              setMobile(e.target.value);
              setMissing(false);
            }}
          />
        </label>
        <button type="submit" className="adm-btn adm-btn-primary" disabled={set.pending}>
          {t('design.admin.make_designer')}
        </button>
        <button type="button" className="adm-btn" disabled={set.pending} onClick={() => submit(false)()}>
          {t('design.admin.make_customer')}
        </button>
        {missing && <p className="adm-error">{t('design.admin.mobile_required')}</p>}
      </form>
      <div className="adm-table-box">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t('design.designer')}</th>
              <th scope="col">{t('design.admin.mobile')}</th>
              <th scope="col">{t('design.admin.in_progress')}</th>
              <th scope="col">{t('design.admin.approved')}</th>
              <th scope="col">{t('design.admin.earned')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.lists ?? []).map((d) => (
              <tr key={d.id}>
                <td>
                  <Link to={`/customers/${d.id}`}>
                    <bdi>{d.nickname}</bdi>
                  </Link>
                </td>
                <td>
                  <bdi dir="ltr">{d.mobile}</bdi>
                </td>
                <td>{d.in_progress}</td>
                <td>{d.approved}</td>
                <td>
                  <Money fils={d.earned_fils} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.lists.length === 0 && <p className="adm-muted">{t('design.admin.no_designers')}</p>}
      </div>
    </section>
  );
}
