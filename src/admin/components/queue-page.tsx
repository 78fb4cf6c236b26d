/**
 * The console's work queues (orders, cancellation requests, transfers, after-sales, certifications, invoices, design
 * tasks, reviews) share one shape: a heading and intro, maybe filters, status tabs (with counts where the list has
 * them), a panel holding the table — "Loading…", "Could not load" or the queue's own empty text in its one row when
 * it has none — and a pager. A page gives its words, its columns and its rows; the rest is here.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../client/components/pager';
import { pagerTexts } from './console-texts';
import { StatusTabs } from './status-tabs';

export interface QueueColumn {
  label: string;
  /** Amounts: aligned to the end. */
  numeric?: boolean;
}

/**
 * A queue's table. With no rows, one row says why: the list failed to load, it is loading (no answer yet, or a new
 * one on its way), or the queue is empty (`empty`).
 */
export function QueueTable({ columns, rowCount, loading, failed, empty, testId, children }: { columns: readonly (string | QueueColumn)[]; rowCount: number; loading: boolean; failed: boolean; empty: string; testId?: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="adm-table-box" aria-busy={loading}>
      <table className="adm-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, i) => {
              const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
              return (
                <th key={i} scope="col" className={numeric ? 'adm-num' : undefined}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {children}
          {rowCount === 0 && (
            <tr>
              <td colSpan={columns.length} className="adm-table-empty">
                {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A titled panel (the heading names it for assistive technology) with the count of what it holds. */
export function QueuePanel({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="adm-panel" aria-labelledby={id}>
      <h2 id={id} className="adm-panel-title">
        {title} <span className="adm-count">{count}</span>
      </h2>
      {children}
    </section>
  );
}

export interface QueueTabs<K extends string> {
  label: string;
  keys: readonly K[];
  value: K;
  labelOf(key: K): string;
  /** The count beside each tab, when the list answers counts per status. */
  countOf?(key: K): number;
  onChange(key: K): void;
}

export interface QueuePaging {
  pageNo: number;
  pageSize: number;
  count: number;
  /** What the pager says instead of "page x of y (n)". */
  status?: string;
  onPage(page: number): void;
}

/**
 * A queue page: `filters` above the tabs, then the panel — titled (`panel`) or plain — with `table` and the pager;
 * `children` after it (links, more panels, dialogs).
 */
export function QueuePage<K extends string>({ title, intro, filters, tabs, panel, table, paging, children }: { title: string; intro: string; filters?: ReactNode; tabs?: QueueTabs<K>; panel?: { id: string; title: string; count: number }; table: ReactNode; paging?: QueuePaging | null; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const pager = paging && <Pager look="console" pageNo={paging.pageNo} pageSize={paging.pageSize} count={paging.count} texts={pagerTexts(t, paging)} onPage={paging.onPage} />;
  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{title}</h1>
        <p className="adm-muted">{intro}</p>
      </header>
      {filters}
      {tabs && <StatusTabs label={tabs.label} statuses={tabs.keys} value={tabs.value} labelOf={tabs.labelOf} countOf={tabs.countOf} onChange={tabs.onChange} />}
      {panel ? (
        <QueuePanel id={panel.id} title={panel.title} count={panel.count}>
          {table}
          {pager}
        </QueuePanel>
      ) : (
        <div className="adm-panel">
          {table}
          {pager}
        </div>
      )}
      {children}
    </section>
  );
}
