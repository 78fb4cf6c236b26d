// @vitest-environment jsdom
/** The one ReasonDialog (shop and console) and the one Pager's console look. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dictionaries, locales } from '../../domain/i18n';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: Object.fromEntries(locales.map((l) => [l, { translation: dictionaries[l] }])), interpolation: { escapeValue: false } });
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

const words = { title: 'Reject', label: 'Reason', confirmLabel: 'Reject', cancelLabel: 'Cancel', requiredMessage: 'Give a reason' };

describe('ReasonDialog', () => {
  it('refuses a blank reason, then confirms the trimmed text and closes at once (the shop)', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { container } = render(<ReasonDialog {...words} text="Why?" onConfirm={onConfirm} onClose={onClose} />);
    expect(container.querySelector('dialog.dialog-reason')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert').textContent).toBe('Give a reason');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  late  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('late');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits for an answer and stays open when it is refused (the console)', async () => {
    let answer: (done: boolean) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    const { container } = render(
      <ReasonDialog {...words} look="console" closeLabel="Close" danger onConfirm={onConfirm} onClose={onClose}>
        <p>Transfer 12</p>
      </ReasonDialog>,
    );
    expect(container.querySelector('dialog.adm-dialog')).toBeTruthy();
    const reject = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.className).toBe('adm-btn adm-btn-danger');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'not on the statement' } });
    fireEvent.click(reject);
    await waitFor(() => expect(reject.disabled).toBe(true));
    answer(false);
    await waitFor(() => expect(reject.disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(reject);
    answer(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledWith('not on the statement');
  });
});

describe('Pager, the console look', () => {
  it('shows even one page, status first, in the words given', () => {
    const onPage = vi.fn();
    const texts = { label: 'Pages', previous: 'Previous', next: 'Next', status: 'Page 1 of 1 (3)' };
    const { container } = render(<Pager look="console" pageNo={1} pageSize={20} count={3} texts={texts} onPage={onPage} />);
    const nav = container.querySelector('nav.adm-pager');
    expect(nav?.firstElementChild?.textContent).toBe('Page 1 of 1 (3)');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
