import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { $api, envelope, usePageQuery } from '../../../client/api/query';

/** /news_list — the help centre: every help article. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/article/lists')));
  return (
    <div className="container page-section narrow">
      <h1>{t('content.help_centre')}</h1>
      {loading ? (
        <div className="page-loading" aria-busy="true" />
      ) : data && data.lists.length > 0 ? (
        <ul className="article-list">
          {data.lists.map((article) => (
            <li key={article.id}>
              <Link to={`/news_list/detail?id=${article.id}`}>{article.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t('list.empty')}</p>
      )}
    </div>
  );
}
