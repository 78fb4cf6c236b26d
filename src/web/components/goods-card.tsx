import { useTranslation } from 'react-i18next';
import { Link } from '../../client/components/navigation';
import type { components } from '../../generated/shop-api';
import { isLocale } from '../../domain/i18n/locales';
import { formatAed } from '../../domain/format';
import { ShopImage } from '../../client/components/shop-image';

type Goods = components['schemas']['GoodsSummary'];

/** A goods tile: image, name, "from" price; links to the details page. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <li className="goods-card">
      <Link to={`/goods_details?id=${goods.id}`}>
        <ShopImage src={goods.image} alt="" width={220} height={220} className="goods-image" />
        <span className="goods-name">{goods.name}</span>
        <span className="goods-price">{t('list.price_from', { price: formatAed(goods.price_from_fils, locale) })}</span>
        {goods.is_custom === 1 && <span className="goods-tag">{t('list.instant_quote')}</span>}
      </Link>
    </li>
  );
}
