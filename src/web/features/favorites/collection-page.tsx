/**
 * /user/collection — my favourites (spec §2): the goods kept from goods details and quote pages, newest first, each
 * linking to its goods page and its quote page, removable; an item the shop no longer shows stays listed, greyed,
 * until removed.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { formatAed } from '../../../domain/format';
import { PAGE_SIZES } from '../../../domain/limits';
import type { components } from '../../../generated/shop-api';
import { Pager } from '../../../client/components/pager';
import { ShopImage } from '../../../client/components/shop-image';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDate } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import './favorites.css';

type Favorite = components['schemas']['Favorite'];

export default function CollectionPage() {
  const { t } = useTranslation('favorites');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const kept = usePageQuery(envelope($api.queryOptions('get', '/collection/lists', { params: { query: { page_no: page, page_size: PAGE_SIZES.favorites.default } } })));
  return (
    <section className="fv-page" aria-labelledby="fv-title">
      <div className="fv-head">
        <h1 id="fv-title" className="fv-title">
          {t('favorites.title')}
        </h1>
        {kept.data && kept.data.count > 0 && <span className="fv-muted">{t('favorites.count', { count: kept.data.count })}</span>}
      </div>
      <div className="fv-panel" aria-busy={kept.loading}>
        {!kept.data ? (
          <p className="fv-muted">{kept.failed ? t('favorites.load_failed') : t('favorites.loading')}</p>
        ) : kept.data.lists.length === 0 ? (
          <div className="fv-empty">
            <p>{t('favorites.empty')}</p>
            <Link to="/goods_list/custom" className="btn btn-primary">
              {t('favorites.browse')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="fv-list" data-testid="favorites">
              {kept.data.lists.map((favorite) => (
                <FavoriteCard key={favorite.id} favorite={favorite} />
              ))}
            </ul>
            <Pager pageNo={kept.data.page_no} pageSize={kept.data.page_size} count={kept.data.count} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
          </>
        )}
      </div>
    </section>
  );
}

function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation('favorites');
  const locale = useLocale();
  const { goods } = favorite;
  const remove = useShopMutation({
    mutationFn: (body: { goods_id: number }) => api.POST('/collection/remove', { body }),
  });
  const details = `/goods_details?id=${goods.id}`;
  return (
    <li className={`fv-card${favorite.available ? '' : ' is-gone'}`} data-goods-id={goods.id}>
      {favorite.available ? (
        <Link to={details} className="fv-image-link" tabIndex={-1} aria-hidden="true">
          <ShopImage src={goods.image} alt="" width={120} height={120} className="fv-image" />
        </Link>
      ) : (
        <ShopImage src={goods.image} alt="" width={120} height={120} className="fv-image" />
      )}
      <div className="fv-text">
        {favorite.available ? (
          <Link to={details} className="fv-name">
            {goods.name}
          </Link>
        ) : (
          <span className="fv-name">{goods.name}</span>
        )}
        <span className="fv-price">{favorite.available ? t('favorites.price_from', { price: `\u2066${formatAed(goods.price_from_fils, locale)}\u2069` }) : t('favorites.unavailable')}</span>
        <span className="fv-muted fv-small">{t('favorites.kept_on', { date: formatDate(favorite.created_at, locale) })}</span>
      </div>
      <div className="fv-actions">
        {favorite.available && goods.is_custom === 1 && (
          <Link to={`/custom?id=${goods.id}`} className="btn btn-primary btn-small">
            {t('favorites.quote')}
          </Link>
        )}
        {favorite.available && goods.is_custom !== 1 && (
          <Link to={details} className="btn btn-small">
            {t('favorites.view')}
          </Link>
        )}
        <button type="button" className="btn btn-small fv-remove" disabled={remove.pending} aria-label={t('favorites.remove_named', { name: goods.name })} onClick={() => void remove.run({ goods_id: goods.id })}>
          {t('favorites.remove')}
        </button>
      </div>
    </li>
  );
}
