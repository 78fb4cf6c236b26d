import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isLocale } from '../../../domain/i18n/locales';
import { Pager } from '../../../client/components/pager';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { formatDate } from '../../../client/format/format';
import { PAGE_SIZES } from '../../../domain/limits';

const PAGE_SIZE = PAGE_SIZES.notices.default;

/** /notice_list — shop announcements, newest first. */
export default function NoticeListPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/notice/lists', { params: { query: { page_no: pageNo, page_size: PAGE_SIZE } } })));
  return (
    <div className="container page-section narrow">
      <h1>{t('content.notices')}</h1>
      {loading && !data ? (
        <div className="page-loading" aria-busy="true" />
      ) : data && data.lists.length > 0 ? (
        <>
          <ul className="notice-list">
            {data.lists.map((notice) => (
              <li key={notice.id}>
                <Link to={`/notice_list/detail?id=${notice.id}`}>{notice.title}</Link>
                <time dateTime={notice.create_time}>{formatDate(notice.create_time, locale)}</time>
              </li>
            ))}
          </ul>
          <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={(page) => setParams({ page: String(page) })} />
        </>
      ) : (
        <p className="empty">{t('list.empty')}</p>
      )}
    </div>
  );
}
