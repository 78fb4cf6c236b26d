/**
 * /goods_details_seckill/:id (and ?id=): one flash sale — prices, countdown, what is left, the per-customer limit,
 * and "buy now", which puts a cart line at the sale price (seckill/buy) and opens confirm order with it. Sold-out,
 * ended and coming sales say so; the server checks everything again when the order is submitted.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link, Navigate } from '../../../client/components/navigation';
import { saleAllowance } from '../../../domain/stock/stock';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useSession } from '../../../client/lib/session-store';
import { useLocale } from '../../../client/i18n';
import { Countdown } from '../../components/countdown';
import { LoginLink } from '../../components/login-link';
import { QuantityField } from '../../components/quantity-field';
import { ShopImage } from '../../../client/components/shop-image';
import { SalePrices, SaleProgress } from './sale-card';
import '../../../client/components/stock.css';

export default function SeckillDetailsPage() {
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = positiveInt(pathId ?? params.get('id'));
  // Without a sale to show, the list of sales (the id is optional in the spec's route).
  if (id === null) return <Navigate to="/seckill" replace />;
  return <SaleDetail id={id} />;
}

function SaleDetail({ id }: { id: number }) {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const { data, loading, refetch } = usePageQuery({ ...envelope($api.queryOptions('get', '/seckill/detail', { params: { query: { id } } }), { quiet: true }) });
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const buy = useShopMutation({ mutationFn: (body: { id: number; quantity: number }) => api.POST('/seckill/buy', { body }) });

  if (!data) {
    if (loading) return <div className="container page-loading" aria-busy="true" />;
    return (
      <div className="container page-section empty-state">
        <h1>{t('stock.seckill.missing')}</h1>
        <Link className="btn btn-primary" to="/seckill">
          {t('stock.seckill.all_sales')}
        </Link>
      </div>
    );
  }
  const { sale, now } = data;
  const allowance = saleAllowance(sale.per_customer, sale.bought, sale.left);
  const n = Number(quantity);

  async function buyNow() {
    if (!Number.isInteger(n) || n < 1 || n > allowance) {
      setError(t('stock.details.quantity_invalid', { max: Math.max(1, allowance) }));
      return;
    }
    setError(null);
    const answer = await buy.run({ id: sale.id, quantity: n });
    if (answer) navigate(`/confirm_order?ids=${answer.cart_id}`);
    else void refetch();
  }

  return (
    <div className="container page-section sk-page">
      <nav className="breadcrumbs" aria-label={t('stock.seckill.title')}>
        <Link to="/">{t('common.home')}</Link>
        <Link to="/seckill">{t('stock.seckill.title')}</Link>
        <span aria-current="page">{sale.name}</span>
      </nav>
      <div className="sk-detail">
        <ShopImage src={sale.image} alt={sale.name} width={420} height={420} className="gallery-main" />
        <div className="sk-detail-info">
          <span className={`sk-state sk-state-${sale.state}`}>{t(`stock.seckill.state.${sale.state}`)}</span>
          <h1>{sale.name}</h1>
          <p className="sk-variant">{sale.variant_name}</p>
          <SalePrices sale={sale}>
            <span className="stk-left">{t('stock.details.vat_included')}</span>
          </SalePrices>
          {/* Keyed by the answer's clock, so a fresh answer restarts the count. */}
          {sale.state === 'on' && <Countdown key={now} to={sale.ends_at} serverNow={now} label={t('stock.seckill.ends_in')} onZero={() => void refetch()} />}
          {sale.state === 'upcoming' && <Countdown key={now} to={sale.starts_at} serverNow={now} label={t('stock.seckill.starts_in')} onZero={() => void refetch()} />}
          <SaleProgress sale={sale} />
          <p className="stk-left">
            {t('stock.seckill.limit', { count: sale.per_customer })}
            {sale.bought > 0 && ` · ${t('stock.seckill.bought', { count: sale.bought })}`}
          </p>
          <p className="stk-left">{t('stock.seckill.window', { from: formatDateTime(sale.starts_at, locale), to: formatDateTime(sale.ends_at, locale) })}</p>

          {sale.state === 'on' &&
            (!token ? (
              <LoginLink className="btn btn-primary btn-large">{t('stock.details.login_to_buy')}</LoginLink>
            ) : allowance === 0 ? (
              <p className="sk-note" role="note">
                {t('stock.seckill.limit_reached')}
              </p>
            ) : (
              <div className="sk-buy">
                <QuantityField
                  value={quantity}
                  max={allowance}
                  errorId={error ? 'sk-error' : null}
                  onChange={(value) => {
                    setQuantity(value);
                    setError(null);
                  }}
                />
                <button type="button" className="btn btn-primary btn-large" disabled={buy.pending} onClick={() => void buyNow()}>
                  {t('stock.seckill.buy_now')}
                </button>
              </div>
            ))}
          {error && (
            <p id="sk-error" className="stk-error" role="alert">
              {error}
            </p>
          )}
          {sale.state === 'upcoming' && <p className="sk-note">{t('stock.seckill.upcoming_note', { at: formatDateTime(sale.starts_at, locale) })}</p>}
          {sale.state === 'sold_out' && <p className="sk-note">{t('stock.seckill.sold_out_note')}</p>}
          {sale.state === 'ended' && <p className="sk-note">{t('stock.seckill.ended_note')}</p>}
          {(sale.state === 'sold_out' || sale.state === 'ended') && (
            <p className="sk-buy">
              <Link to={`/goods_details/${sale.goods_id}`} className="btn">
                {t('stock.seckill.regular_link')}
              </Link>
              <Link to="/seckill">{t('stock.seckill.all_sales')}</Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
