// @vitest-environment jsdom
/** The console's queue page: tabs with counts, the table's one row when it has none, the pager. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../locales/en/admin.json';
import { QueuePage, QueueTable } from './queue-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['admin'], resources: { en: { admin } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const table = (state: { loading: boolean; failed: boolean }, rows: string[] = []) => (
  <QueueTable columns={['SN', { label: 'Amount', numeric: true }]} rowCount={rows.length} {...state} empty="Nothing to do">
    {rows.map((sn) => (
      <tr key={sn}>
        <td>{sn}</td>
        <td />
      </tr>
    ))}
  </QueueTable>
);

describe('QueueTable', () => {
  it('says why it has no rows: loading, failed, or the queue is empty', () => {
    const { rerender, container } = render(table({ loading: true, failed: false }));
    expect(container.querySelector('.adm-table-empty')?.textContent).toBe(i18next.t('admin:admin.common.loading'));
    rerender(table({ loading: false, failed: true }));
    expect(container.querySelector('.adm-table-empty')?.textContent).toBe(i18next.t('admin:admin.common.load_failed'));
    rerender(table({ loading: false, failed: false }));
    expect(container.querySelector('.adm-table-empty')?.textContent).toBe('Nothing to do');
    rerender(table({ loading: false, failed: false }, ['A1']));
    expect(container.querySelector('.adm-table-empty')).toBeNull();
    expect(container.querySelector('th.adm-num')?.textContent).toBe('Amount');
  });
});

describe('QueuePage', () => {
  it('heads the page, marks the current tab with its count, and pages', () => {
    const onChange = vi.fn();
    const onPage = vi.fn();
    render(
      <QueuePage
        title="Orders"
        intro="Every order"
        tabs={{ label: 'By status', keys: ['all', 'paid'] as const, value: 'all', labelOf: (k) => (k === 'all' ? 'All' : 'Paid'), countOf: (k) => (k === 'all' ? 7 : 2), onChange }}
        panel={{ id: 'orders', title: 'All', count: 7 }}
        table={table({ loading: false, failed: false }, ['A1'])}
        paging={{ pageNo: 1, pageSize: 5, count: 7, onPage }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orders');
    const current = screen.getByRole('button', { name: 'All 7' });
    expect(current.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Paid 2' }));
    expect(onChange).toHaveBeenCalledWith('paid');
    fireEvent.click(screen.getByRole('button', { name: i18next.t('admin:admin.common.next') }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('region', { name: 'All 7' })).toBeTruthy();
  });
});
