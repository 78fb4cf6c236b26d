import { useTranslation } from 'react-i18next';

/** Previous/next pagination (spec §2 "Product lists have previous/next pagination"). */
export function Pager({ pageNo, pageSize, count, onPage }: { pageNo: number; pageSize: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('list.pagination')}>
      <button type="button" className="btn" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('list.previous')}
      </button>
      <span className="pager-status">{t('list.page_of', { page: pageNo, pages })}</span>
      <button type="button" className="btn" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('list.next')}
      </button>
    </nav>
  );
}
