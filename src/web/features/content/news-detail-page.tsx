import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { RichText } from '../../components/rich-text';
import { api, call } from '../../lib/api';
import { useApi } from '../../lib/use-api';

/** /news_list/detail?id= — one help article, with the other articles beside it. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const article = useApi(() => (id > 0 ? call(api.GET('/article/detail', { params: { query: { id } } }), { quiet: true }) : Promise.resolve(null)), [id]);
  const list = useApi(() => call(api.GET('/article/lists'), { quiet: true }), []);
  return (
    <div className="container page-section with-aside">
      <aside className="content-aside">
        <h2>{t('content.help_centre')}</h2>
        <ul>
          {list.data?.lists.map((a) => (
            <li key={a.id}>
              <Link to={`/news_list/detail?id=${a.id}`} aria-current={a.id === id ? 'page' : undefined}>
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
      <article className="content-main">
        {article.loading ? (
          <div className="page-loading" aria-busy="true" />
        ) : article.data ? (
          <>
            <h1>{article.data.title}</h1>
            <RichText text={article.data.body} />
          </>
        ) : (
          <div className="empty-state">
            <p>{t('content.article_missing')}</p>
            <Link to="/news_list">{t('content.help_centre')}</Link>
          </div>
        )}
      </article>
    </div>
  );
}
