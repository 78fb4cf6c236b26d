import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';

/** The console's "no such page" and "something went wrong" pages. */
export default function ErrorPage({ kind }: { kind: 'not-found' | 'server' }) {
  const { t } = useTranslation('admin');
  return (
    <section className="adm-panel adm-empty">
      <h1>{t(kind === 'server' ? 'admin.errors.server_title' : 'admin.errors.not_found_title')}</h1>
      <p>{t(kind === 'server' ? 'admin.errors.server_text' : 'admin.errors.not_found_text')}</p>
      <Link className="adm-btn adm-btn-primary" to="/">
        {t('admin.errors.home')}
      </Link>
    </section>
  );
}
