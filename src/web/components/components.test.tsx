// @vitest-environment jsdom
/** The shared UI pieces: money, dialog and confirm dialog, tabs, empty state, pager, order-lines table, uploader. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TestQueryProvider } from '../../client/api/query-testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dictionaries, locales } from '../../domain/i18n';
import type * as UploadModule from '../../client/api/upload';
import { ConfirmDialog } from '../../client/components/confirm-dialog';
import { DesignFileUploader } from './design-file-uploader';
import { Dialog } from '../../client/components/dialog';
import { EmptyState } from './empty-state';
import { Money } from '../../client/components/money';
import { Pager } from '../../client/components/pager';
import { Tabs } from '../../client/components/tabs';

const uploads = vi.hoisted(() => ({ started: [] as string[], finish: null as null | ((outcome: unknown) => void), progress: null as null | ((f: number) => void) }));
vi.mock('../../client/api/upload', async (original) => {
  const actual = await original<typeof UploadModule>();
  return {
    ...actual,
    uploadFile: (_kind: string, file: File, onProgress: (fraction: number) => void) => {
      uploads.started.push(file.name);
      uploads.progress = onProgress;
      return { done: new Promise((resolve) => (uploads.finish = resolve)), abort: () => undefined };
    },
  };
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(locales.map((l) => [l, { translation: dictionaries[l] }])),
    interpolation: { escapeValue: false },
  });
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  void i18next.changeLanguage('en');
});

describe('Money', () => {
  it('formats fils as AED left-to-right, with signs on request', () => {
    const { container, rerender } = render(<Money fils={123450} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('AED 1,234.50');
    expect(container.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    rerender(<Money fils={500} signed />);
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('+AED 5.00');
    rerender(<Money fils={-500} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('−AED 5.00');
  });
  it('follows the language', async () => {
    await i18next.changeLanguage('ar');
    const { container } = render(<Money fils={250000} />);
    expect(container.textContent).not.toContain('AED 2,500.00');
    expect(container.textContent).toMatch(/2[,.\u066c]?500|٢٬?٥٠٠/);
  });
});

describe('Dialog and ConfirmDialog', () => {
  it('open modally with a name, and Escape (cancel event) closes through onClose', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="New address" onClose={onClose} closeLabel="Close">
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
  it('close the native dialog when unmounted', () => {
    const { unmount } = render(<Dialog title="T" onClose={() => undefined}>x</Dialog>);
    const dialog = screen.getByRole('dialog');
    unmount();
    expect(dialog.hasAttribute('open')).toBe(false);
  });
  it('confirm: cancel is focused; confirming closes then confirms; cancelling only closes', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog title="Delete?" text="Gone for good." confirmLabel="Delete" cancelLabel="Cancel" onConfirm={onConfirm} onClose={onClose} danger />);
    expect(screen.getByRole('dialog', { name: 'Delete?' })).toHaveProperty('textContent', expect.stringContaining('Gone for good.'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('btn-danger-solid');
  });
});

describe('Tabs', () => {
  it('mark the selected tab, show counts (99+), give ids for tabpanels and report clicks', () => {
    const onChange = vi.fn();
    render(<Tabs idPrefix="uc" label="Messages" value="unread" onChange={onChange} items={[{ key: 'unread', label: 'Unread', count: 120 }, { key: 'read', label: 'Read', count: 0 }]} />);
    expect(screen.getByRole('tablist', { name: 'Messages' })).toBeTruthy();
    const unread = screen.getByRole('tab', { name: /Unread/ });
    expect(unread.getAttribute('aria-selected')).toBe('true');
    expect(unread.id).toBe('uc-tab-unread');
    expect(unread.textContent).toBe('Unread99+');
    expect(screen.getByRole('tab', { name: 'Read' }).textContent).toBe('Read');
    fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
    expect(onChange).toHaveBeenCalledWith('read');
  });
});

describe('EmptyState', () => {
  it('shows its icon and content', () => {
    const { container } = render(<EmptyState icon="wallet"><p>No records</p></EmptyState>);
    expect(container.querySelector('.empty-state-icon.is-wallet')).toBeTruthy();
    expect(screen.getByText('No records')).toBeTruthy();
  });
});

describe('Pager', () => {
  it('hides for one page, pages otherwise', () => {
    const onPage = vi.fn();
    const { container, rerender } = render(<Pager pageNo={1} pageSize={10} count={10} onPage={onPage} />);
    expect(container.textContent).toBe('');
    rerender(<Pager pageNo={2} pageSize={10} count={25} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('list.next') }));
    expect(onPage).toHaveBeenCalledWith(3);
    rerender(<Pager pageNo={3} pageSize={10} count={25} onPage={onPage} />);
    expect((screen.getByRole('button', { name: i18next.t('list.next') }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('OrderLinesTable', () => {
  it('one row a line: product link, quantity, the file cell given, the price chosen', async () => {
    // Imported after i18next starts: the checkout strings add themselves to it on load.
    const { OrderLinesTable } = await import('./order-lines-table');
    const line = { id: 7, code: 'bc_standard', title: 'Business cards', image: '/x.png', config: {}, quantity: 500, total_fils: 4200 };
    render(
      <TestQueryProvider>
        <MemoryRouter>
          <OrderLinesTable lines={[line]} priceFils={(l) => l.total_fils} file={() => <span>file.pdf</span>} />
        </MemoryRouter>
      </TestQueryProvider>,
    );
    const row = document.querySelector('tr[data-line-id="7"]');
    expect(row?.textContent).toContain('500');
    expect(row?.textContent).toContain('file.pdf');
    expect(row?.textContent?.replace(/\s/g, ' ')).toContain('AED 42.00');
    expect(screen.getByRole('link', { name: 'Business cards' }).getAttribute('href')).toBe('/custom/bc_standard');
  });
});

describe('DesignFileUploader', () => {
  const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
  function setup(extra: Partial<Parameters<typeof DesignFileUploader>[0]> = {}) {
    const onUploaded = vi.fn();
    render(<DesignFileUploader testId="f" label="Choose" failedText="Upload failed" progressText={(name, percent) => `${name} ${percent}%`} onUploaded={onUploaded} {...extra} />);
    return { onUploaded, input: screen.getByTestId('f') as HTMLInputElement };
  }
  it('refuses a badly named file before uploading, in the shopper\'s words', () => {
    uploads.started = [];
    const { input } = setup();
    fireEvent.change(input, { target: { files: [file('card!.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(uploads.started).toEqual([]);
  });
  it('shows progress, then hands on the accepted upload', async () => {
    const { input, onUploaded } = setup();
    fireEvent.change(input, { target: { files: [file('card90x54.pdf')] } });
    expect(uploads.started.at(-1)).toBe('card90x54.pdf');
    uploads.progress?.(0.4);
    await screen.findByText('card90x54.pdf 40%');
    uploads.finish?.({ ok: true, file: { id: 3, name: 'card90x54.pdf', size: 1000 } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 3, name: 'card90x54.pdf', size: 1000 }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
  it('says the server\'s reason, or the fallback text, when refused', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { files: [file('card90x54.pdf')] } });
    uploads.finish?.({ ok: false, reason: 'refused', message: 'Same file twice today' });
    expect((await screen.findByRole('alert')).textContent).toBe('Same file twice today');
    fireEvent.change(input, { target: { files: [file('card90x54.pdf')] } });
    uploads.finish?.({ ok: false, reason: 'failed' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Upload failed'));
  });
  it('hands an ended session to onLoggedOut, and canChoose can keep the file dialog closed', async () => {
    const onLoggedOut = vi.fn();
    const { input } = setup({ onLoggedOut, canChoose: () => false });
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(click).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [file('card90x54.pdf')] } });
    uploads.finish?.({ ok: false, reason: 'logged_out' });
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
  });
});
