import { useTranslation } from 'react-i18next';

/** Previous / next paging of a console list, with "page x of y" (`label` names what is counted; orders by default). */
export function ConsolePager({ pageNo, pageSize, count, label, onPage }: { pageNo: number; pageSize: number; count: number; label?: string; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav className="adm-pager" aria-label={t('admin.common.pages')}>
      <span className="adm-muted adm-pager-status">{label ?? t('admin.common.page_of', { page: pageNo, pages, count })}</span>
      <button type="button" className="adm-btn" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('admin.common.previous')}
      </button>
      <button type="button" className="adm-btn" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('admin.common.next')}
      </button>
    </nav>
  );
}
