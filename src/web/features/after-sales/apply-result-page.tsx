/** /user/after_sales/apply_result?id=: the submission confirmed, with its number and the ways on. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import '../../components/checkout.css';
import './after-sales.css';

export default function ApplyResultPage() {
  const { t } = useTranslation('after-sales');
  const id = positiveInt(useSearchParams()[0].get('id'));
  const loaded = usePageQuery({ ...envelope($api.queryOptions('get', '/afterSales/detail', { params: { query: { id: id ?? 0 } } })), enabled: id !== null });
  return (
    <section className="ck-user-page" aria-labelledby="as-result-title">
      <div className="ck-panel as-result">
        <span className="ck-empty-icon is-orders" aria-hidden="true" />
        <h1 id="as-result-title" className="ck-title">
          {t('after_sales.result.title')}
        </h1>
        {loaded.data ? <p>{t('after_sales.result.text', { sn: loaded.data.sn })}</p> : <p className="ck-muted">{loaded.failed ? t('after_sales.load_failed') : t('after_sales.loading')}</p>}
        <div className="as-result-actions">
          {loaded.data && (
            <Link to={`/user/after_sales/after_sale_details?id=${loaded.data.id}`} className="btn btn-primary">
              {t('after_sales.result.view')}
            </Link>
          )}
          <Link to="/user/after_sales" className="btn">
            {t('after_sales.result.list')}
          </Link>
        </div>
      </div>
    </section>
  );
}
