/**
 * The buy box of a ready-stock goods item (category 76): its variants with price and units on hand, a quantity and
 * "add to cart" (stock/variants, cart/addStock); a flash sale of the item on now or to come is announced with a link
 * to its page. Prices are the server's; the cart prices the line again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { STOCK_LINE_MAX_QUANTITY, stockLineFils } from '../../../domain/stock/stock';
import { formatAed } from '../../../domain/format';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useSession } from '../../../client/lib/session-store';
import { LoginLink } from '../../components/login-link';
import { Money } from '../../../client/components/money';
import { QuantityField } from '../../components/quantity-field';
import '../../../client/components/stock.css';

export function StockBuyBox({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const token = useSession((s) => s.token);
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/stock/variants', { params: { query: { goods_id: goodsId } } })));
  const variants = data?.lists ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const add = useShopMutation({ mutationFn: (body: { variant_id: number; quantity: number }) => api.POST('/cart/addStock', { body }) });

  if (!data) return loading ? <div className="stk-box page-loading" aria-busy="true" /> : null;
  if (variants.length === 0) return <p className="stk-box">{t('stock.details.no_variants')}</p>;
  // The first variant in stock is chosen until the shopper picks one.
  const variant = variants.find((v) => v.id === chosen) ?? variants.find((v) => v.stock > 0) ?? variants[0];
  if (!variant) return null;
  const n = Number(quantity);
  const valid = Number.isInteger(n) && n >= 1 && n <= Math.min(STOCK_LINE_MAX_QUANTITY, Math.max(variant.stock, 1));

  async function submit() {
    if (!variant) return;
    if (!valid) {
      setError(n > variant.stock && Number.isInteger(n) ? t('stock.issue.only_left', { count: variant.stock }) : t('stock.details.quantity_invalid', { max: Math.min(STOCK_LINE_MAX_QUANTITY, variant.stock) }));
      return;
    }
    setError(null);
    const answer = await add.run({ variant_id: variant.id, quantity: n });
    setAdded(answer !== null);
  }

  return (
    <div className="stk-box">
      {data.sales.map((sale) => (
        <p key={sale.id} className="stk-sale-banner">
          <strong>
            {t('stock.line.flash_sale')} · {t(`stock.seckill.state.${sale.state}`)}
          </strong>
          <span>
            {sale.variant_name}: {t('stock.details.sale_banner', { price: formatAed(sale.gross_fils, locale), regular: formatAed(sale.regular_gross_fils, locale) })}
          </span>
          <Link to={`/goods_details_seckill/${sale.id}`}>{t('stock.details.sale_link')}</Link>
        </p>
      ))}
      <fieldset className="stk-variants">
        <legend>{t('stock.details.variant_label')}</legend>
        {variants.map((v) => (
          <label key={v.id} className="stk-variant">
            <input
              type="radio"
              name={`variant-${goodsId}`}
              value={v.id}
              checked={v.id === variant.id}
              disabled={v.stock === 0}
              onChange={() => {
                setChosen(v.id);
                setError(null);
                setAdded(false);
              }}
            />
            <span>
              <b>{v.name}</b>
              <small>
                <Money fils={v.gross_fils} /> · {v.stock > 0 ? t('stock.details.in_stock', { count: v.stock }) : t('stock.details.out_of_stock')}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="stk-row">
        <span className="stk-price">
          <Money fils={variant.gross_fils} />
        </span>
        <span className="stk-left">{t('stock.details.vat_included')}</span>
        <span className={`stk-left${variant.stock === 0 ? ' is-out' : ''}`}>{variant.stock > 0 ? t('stock.details.in_stock', { count: variant.stock }) : t('stock.details.out_of_stock')}</span>
      </div>
      {token ? (
        <div className="stk-row">
          <QuantityField
            value={quantity}
            max={Math.max(1, Math.min(variant.stock, STOCK_LINE_MAX_QUANTITY))}
            errorId={error ? 'stk-error' : null}
            disabled={variant.stock === 0}
            onChange={(value) => {
              setQuantity(value);
              setError(null);
              setAdded(false);
            }}
          />
          <button type="button" className="btn btn-primary btn-large" disabled={variant.stock === 0 || add.pending} onClick={() => void submit()}>
            {t('stock.details.add_to_cart')}
          </button>
          {added && (
            <Link to="/shop_cart" className="btn">
              {t('stock.details.view_cart')}
            </Link>
          )}
        </div>
      ) : (
        <LoginLink className="btn btn-primary btn-large">{t('stock.details.login_to_buy')}</LoginLink>
      )}
      {error && (
        <p id="stk-error" className="stk-error" role="alert">
          {error}
        </p>
      )}
      {valid && variant.stock > 0 && token && (
        // The same rule as the server's (VAT on the line), so the figure is the cart's.
        <p className="stk-left">{t('stock.details.line_total', { price: formatAed(stockLineFils(variant.price_fils, n).total_fils, locale) })}</p>
      )}
    </div>
  );
}
