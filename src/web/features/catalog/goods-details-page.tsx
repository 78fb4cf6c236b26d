/**
 * /goods_details/:id? and /goods_details?id= — gallery, description, price from, the quote button for custom goods
 * or, for ready stock, its variants and "add to cart" (./stock-buy-box); the favourite heart, and the reviews with
 * their average (docs/reviews.md).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isLocale } from '../../../domain/i18n/locales';
import { FavoriteToggle } from '../../components/favorite-toggle';
import { ShopImage } from '../../../client/components/shop-image';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { formatAed } from '../../../domain/format';
import { GoodsReviews, ReviewSummaryLink } from './goods-reviews';
import { StockBuyBox } from './stock-buy-box';

export default function GoodsDetailsPage() {
  const { t, i18n } = useTranslation(['catalog', 'stock']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = Number(pathId ?? params.get('id'));
  const [shown, setShown] = useState(0);
  const { data: goods, loading } = usePageQuery({ ...envelope($api.queryOptions('get', '/goods/detail', { params: { query: { id } } }), { quiet: true }), enabled: id > 0 });

  if (loading) return <div className="container page-loading" aria-busy="true" />;
  if (!goods) {
    return (
      <div className="container page-section empty-state">
        <h1>{t('details.missing')}</h1>
        <Link className="btn btn-primary" to="/category">
          {t('list.browse_categories')}
        </Link>
      </div>
    );
  }
  const image = goods.images[shown] ?? goods.image;
  return (
    <div className="container page-section">
      <nav className="breadcrumbs" aria-label={t('list.breadcrumbs')}>
        <Link to="/">{t('common.home')}</Link>
        {goods.category_path.map((c) => (
          <Link key={c.id} to={`/category?id=${c.id}`}>
            {c.name}
          </Link>
        ))}
        <span aria-current="page">{goods.name}</span>
      </nav>
      <div className="details">
        <div className="gallery">
          <ShopImage src={image} alt={goods.name} width={480} height={480} className="gallery-main" />
          {goods.images.length > 1 && (
            <ul className="gallery-thumbs">
              {goods.images.map((src, index) => (
                <li key={src}>
                  <button type="button" className={index === shown ? 'active' : ''} onClick={() => setShown(index)} aria-label={t('details.image_n', { n: index + 1 })}>
                    <ShopImage src={src} alt="" width={72} height={72} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="details-info">
          <h1>{goods.name}</h1>
          <p className="details-price">{t('list.price_from', { price: formatAed(goods.price_from_fils, locale) })}</p>
          <p className="details-vat">{t('details.vat_note')}</p>
          <div className="details-favorite">
            <FavoriteToggle target={{ goods_id: goods.id }} />
            <ReviewSummaryLink goodsId={goods.id} />
          </div>
          <p className="details-description">{goods.description}</p>
          {goods.is_custom === 1 ? (
            <Link className="btn btn-primary btn-large" to={`/custom?id=${goods.id}`}>
              {t('details.quote_button')}
            </Link>
          ) : (
            <>
              <StockBuyBox goodsId={goods.id} />
              <p className="details-stock">{t('stock.details.ready_stock')}</p>
            </>
          )}
          {goods.is_custom === 1 && (
          <section className="details-notes">
            <h2>{t('details.design_rules_title')}</h2>
            <ul>
              <li>{t('details.rule_cmyk')}</li>
              <li>{t('details.rule_curves')}</li>
              <li>{t('details.rule_bleed')}</li>
            </ul>
            <h2>{t('details.tolerances_title')}</h2>
            <ul>
              <li>{t('details.tolerance_colour')}</li>
              <li>{t('details.tolerance_size')}</li>
              <li>{t('details.tolerance_cut')}</li>
            </ul>
          </section>
          )}
        </div>
      </div>
      <GoodsReviews goodsId={goods.id} />
    </div>
  );
}
