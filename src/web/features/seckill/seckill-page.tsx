/** /seckill: the flash sales on now and to come (spec §2), each with its countdown; sold-out ones stay until they end. */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { SaleCard } from './sale-card';
import '../../../client/components/stock.css';

export default function SeckillPage() {
  const { t } = useTranslation('stock');
  const { data, loading, refetch } = usePageQuery(envelope($api.queryOptions('get', '/seckill/lists')));
  return (
    <div className="container page-section sk-page">
      <nav className="breadcrumbs" aria-label={t('stock.seckill.title')}>
        <Link to="/">{t('common.home')}</Link>
        <span aria-current="page">{t('stock.seckill.title')}</span>
      </nav>
      <h1>{t('stock.seckill.title')}</h1>
      <p className="sk-intro">{t('stock.seckill.intro')}</p>
      {!data ? (
        <div className="page-loading" aria-busy={loading} />
      ) : data.lists.length === 0 ? (
        <div className="sk-empty">
          <p>{t('stock.seckill.empty')}</p>
          <Link to="/category?id=76" className="btn btn-primary">
            {t('stock.seckill.browse')}
          </Link>
        </div>
      ) : (
        // Keyed by the answer's clock: a new answer restarts every countdown from the server's time.
        <ul className="sk-grid" key={data.now}>
          {data.lists.map((sale) => (
            <SaleCard key={sale.id} sale={sale} now={data.now} onZero={() => void refetch()} />
          ))}
        </ul>
      )}
    </div>
  );
}
