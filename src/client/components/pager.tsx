import { useTranslation } from 'react-i18next';

export interface PagerTexts {
  /** The navigation's accessible name. */
  label: string;
  previous: string;
  next: string;
  /** "Page x of y" (the console adds what is counted). */
  status: string;
}

/**
 * Previous/next pagination (spec §2 "Product lists have previous/next pagination"), with "page x of y".
 *
 * One pager in two looks. The shop's (default): previous, status, next in the shop's classes and `common` words,
 * hidden when there is one page. The console's (`look="console"`, its `adm-` classes): the status first, then the
 * buttons, always shown (it says how many there are), in the words the console passes (`texts`; src/admin/components/queue-page).
 */
export function Pager({ pageNo, pageSize, count, onPage, look = 'shop', texts }: { pageNo: number; pageSize: number; count: number; onPage: (page: number) => void; look?: 'shop' | 'console'; texts?: PagerTexts }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (look === 'shop' && pages <= 1) return null;
  const words = texts ?? { label: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), status: t('list.page_of', { page: pageNo, pages }) };
  const previous = (
    <button type="button" className={look === 'console' ? 'adm-btn' : 'btn'} disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
      {words.previous}
    </button>
  );
  const next = (
    <button type="button" className={look === 'console' ? 'adm-btn' : 'btn'} disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
      {words.next}
    </button>
  );
  if (look === 'console') {
    return (
      <nav className="adm-pager" aria-label={words.label}>
        <span className="adm-muted adm-pager-status">{words.status}</span>
        {previous}
        {next}
      </nav>
    );
  }
  return (
    <nav className="pager" aria-label={words.label}>
      {previous}
      <span className="pager-status">{words.status}</span>
      {next}
    </nav>
  );
}
