/**
 * /user/design — the designers' task centre (issue 14; spec §2, §6: user type 4): open tasks any designer may claim,
 * or the designer's own, filtered by status, product family and SN; claim from the list or open a task.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DESIGN_FEES_FILS, designerShareFils } from '../../../domain/design/design';
import { DESIGN_TASK_STATUSES, type DesignTaskStatus } from '../../../domain/design/status';
import { Money } from '../../../client/components/money';
import { Pager } from '../../../client/components/pager';
import { Tabs } from '../../../client/components/tabs';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { DesignersOnly } from './designers-only';
import { DesignStatus, TaskProduct } from './parts';
import '../../components/checkout.css';
import './design.css';

type Scope = 'open' | 'mine';
const FAMILIES = Object.keys(DESIGN_FEES_FILS).sort();
const isStatus = (value: string | null): value is DesignTaskStatus => value !== null && (DESIGN_TASK_STATUSES as readonly string[]).includes(value);

export default function TaskCentrePage() {
  return (
    <DesignersOnly>
      <TaskCentre />
    </DesignersOnly>
  );
}

function TaskCentre() {
  const { t } = useTranslation('design');
  const locale = useLocale();
  const ready = useProductStrings();
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('scope') === 'mine' ? 'mine' : 'open';
  const statusParam = params.get('status');
  const status = scope === 'mine' && isStatus(statusParam) ? statusParam : undefined;
  const familyParam = params.get('family') ?? '';
  const family = FAMILIES.includes(familyParam) ? familyParam : undefined;
  const keyword = (params.get('q') ?? '').slice(0, 40);
  const page = positiveInt(params.get('page')) ?? 1;
  const [typed, setTyped] = useState(keyword);
  const query = { scope, page_no: page, ...(status ? { status } : {}), ...(family ? { family } : {}), ...(keyword ? { keyword } : {}) };
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/designer/tasks', { params: { query } })));
  const claim = useShopMutation({ mutationFn: (taskId: number) => api.POST('/designer/claim', { body: { task_id: taskId } }) });

  const go = (next: Partial<{ scope: Scope; status: string; family: string; q: string; page: number }>) => {
    const merged = { scope, status: status ?? '', family: family ?? '', q: keyword, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.scope !== 'open') out.set('scope', merged.scope);
    if (merged.scope === 'mine' && merged.status) out.set('status', merged.status);
    if (merged.family) out.set('family', merged.family);
    if (merged.q) out.set('q', merged.q);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };

  return (
    <section className="ds-page" aria-labelledby="ds-centre-title">
      <div className="ds-head">
        <h1 id="ds-centre-title" className="ds-title">
          {t('design.centre.title')}
        </h1>
        <Link to="/user/design/design_my" className="ds-link">
          {t('design.my.title')}
        </Link>
      </div>
      <div className="ds-panel">
        <Tabs idPrefix="ds" label={t('design.centre.title')} value={scope} onChange={(key) => go({ scope: key, status: '' })} items={[{ key: 'open', label: t('design.centre.open') }, { key: 'mine', label: t('design.centre.mine') }]} />
        <form className="ds-filters" role="search" onSubmit={search}>
          {scope === 'mine' && (
            <label>
              <span>{t('design.status_label')}</span>
              <select value={status ?? ''} onChange={(e) => go({ status: e.target.value })}>
                <option value="">{t('design.centre.any_status')}</option>
                {DESIGN_TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`design.status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            <span>{t('design.centre.family')}</span>
            <select value={family ?? ''} onChange={(e) => go({ family: e.target.value })}>
              <option value="">{t('design.centre.any_family')}</option>
              {FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {t(`design.family.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('design.centre.search')}</span>
            <input type="search" value={typed} maxLength={40} placeholder={t('design.centre.search_placeholder')} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className="btn">
            {t('design.centre.search_button')}
          </button>
        </form>
        <div role="tabpanel" aria-labelledby={`ds-tab-${scope}`} aria-busy={loading}>
          {!data || !ready ? (
            <p className="ds-muted">{t('design.loading')}</p>
          ) : data.lists.length === 0 ? (
            <p className="ds-empty">{t(`design.centre.empty_${scope}`)}</p>
          ) : (
            <>
              <ul className="ds-cards" data-testid="task-list">
                {data.lists.map((task) => (
                  <li key={task.id} className="ds-card" data-task-id={task.id}>
                    <TaskProduct task={task} />
                    <p className="ds-brief ds-brief-short" dir="auto">
                      {task.brief}
                    </p>
                    <div className="ds-card-foot">
                      <DesignStatus status={task.status} />
                      <span className="ds-muted ds-small">
                        <bdi>{task.sn}</bdi> · {formatDateTime(task.created_at, locale)}
                      </span>
                      <span className="ds-earning">
                        {t('design.centre.you_earn')} <Money fils={designerShareFils(task.fee_fils)} />
                      </span>
                      <span className="ds-card-actions">
                        {task.status === 'open' && (
                          <button type="button" className="btn btn-primary btn-small" disabled={claim.pending} onClick={() => void claim.run(task.id)}>
                            {t('design.centre.claim')}
                          </button>
                        )}
                        <Link to={`/user/design/detail?id=${task.id}`} className="btn btn-small">
                          {t('design.centre.open_task')}
                        </Link>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={(p) => go({ page: p })} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
