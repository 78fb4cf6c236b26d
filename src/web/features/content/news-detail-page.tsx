import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { RichText } from '../../components/rich-text';
import { $api, envelope, usePageQuery } from '../../../client/api/query';

/** Pages a help article explains, linked under it (article 6: claiming and using coupons). */
const ARTICLE_LINKS: Record<number, { to: string; label: string }[]> = {
  6: [
    { to: '/get_coupons', label: 'content.article_links.get_coupons' },
    { to: '/user/coupons', label: 'content.article_links.my_coupons' },
  ],
};

/** /news_list/detail?id= — one help article, with the other articles beside it. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const article = usePageQuery({ ...envelope($api.queryOptions('get', '/article/detail', { params: { query: { id } } }), { quiet: true }), enabled: id > 0 });
  const list = usePageQuery(envelope($api.queryOptions('get', '/article/lists'), { quiet: true }));
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
            {ARTICLE_LINKS[id] && (
              <nav className="article-links" aria-label={t('content.article_links.title')}>
                {ARTICLE_LINKS[id].map((link) => (
                  <Link key={link.to} to={link.to} className="btn">
                    {t(link.label)}
                  </Link>
                ))}
              </nav>
            )}
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
