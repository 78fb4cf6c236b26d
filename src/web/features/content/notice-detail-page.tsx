import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isLocale } from '../../../domain/i18n/locales';
import { RichText } from '../../components/rich-text';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { formatDate } from '../../../client/format/format';

/** /notice_list/detail?id= — one announcement. */
export default function NoticeDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data, loading } = usePageQuery({ ...envelope($api.queryOptions('get', '/notice/detail', { params: { query: { id } } }), { quiet: true }), enabled: id > 0 });
  return (
    <div className="container page-section narrow">
      <nav className="breadcrumbs" aria-label={t('list.breadcrumbs')}>
        <Link to="/">{t('common.home')}</Link>
        <Link to="/notice_list">{t('content.notices')}</Link>
      </nav>
      {loading ? (
        <div className="page-loading" aria-busy="true" />
      ) : data ? (
        <article>
          <h1>{data.title}</h1>
          <time className="muted" dateTime={data.create_time}>
            {formatDate(data.create_time, locale)}
          </time>
          <RichText text={data.body} />
        </article>
      ) : (
        <div className="empty-state">
          <p>{t('content.notice_missing')}</p>
          <Link to="/notice_list">{t('content.notices')}</Link>
        </div>
      )}
    </div>
  );
}
