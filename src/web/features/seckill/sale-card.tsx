/** One flash sale as a tile of /seckill: picture, prices, state, what is left and the countdown. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { Countdown } from '../../components/countdown';
import { Money } from '../../../client/components/money';
import { ShopImage } from '../../../client/components/shop-image';

type FlashSale = components['schemas']['FlashSale'];

/** Percent off the regular price, whole. */
export function savePercent(sale: FlashSale): number {
  return sale.regular_fils > 0 ? Math.round(((sale.regular_fils - sale.price_fils) * 100) / sale.regular_fils) : 0;
}

/** What is left of the sale, as a bar and words. */
export function SaleProgress({ sale }: { sale: FlashSale }) {
  const { t } = useTranslation('stock');
  const percent = sale.total_stock > 0 ? Math.min(100, Math.round((sale.sold * 100) / sale.total_stock)) : 100;
  return (
    <>
      <div className="sk-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('stock.seckill.sold_percent', { percent })}>
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="sk-progress-text">
        <span>{t('stock.seckill.sold_percent', { percent })}</span>
        <span>{t('stock.seckill.left', { left: sale.left, total: sale.total_stock })}</span>
      </p>
    </>
  );
}

/** The sale price with VAT, the regular one struck through, and the saving. */
export function SalePrices({ sale, children }: { sale: FlashSale; children?: ReactNode }) {
  const { t } = useTranslation('stock');
  return (
    <p className="sk-prices">
      <Money fils={sale.gross_fils} className="sk-price" />
      <s className="sk-regular">
        <Money fils={sale.regular_gross_fils} />
      </s>
      <span className="sk-save">{t('stock.seckill.save', { percent: savePercent(sale) })}</span>
      {children}
    </p>
  );
}

export function SaleCard({ sale, now, onZero }: { sale: FlashSale; now: string; onZero(): void }) {
  const { t } = useTranslation('stock');
  const link = `/goods_details_seckill/${sale.id}`;
  return (
    <li className="sk-card" data-sale-id={sale.id}>
      <Link to={link} className="sk-card-image" tabIndex={-1} aria-hidden="true">
        <ShopImage src={sale.image} alt="" width={260} height={180} />
      </Link>
      <div className="sk-card-body">
        <span className={`sk-state sk-state-${sale.state}`}>{t(`stock.seckill.state.${sale.state}`)}</span>
        <h2>
          <Link to={link}>{sale.name}</Link>
        </h2>
        <p className="sk-variant">{sale.variant_name}</p>
        <SalePrices sale={sale} />
        <SaleProgress sale={sale} />
        {sale.state === 'on' && <Countdown to={sale.ends_at} serverNow={now} label={t('stock.seckill.ends_in')} onZero={onZero} />}
        {sale.state === 'upcoming' && <Countdown to={sale.starts_at} serverNow={now} label={t('stock.seckill.starts_in')} onZero={onZero} />}
      </div>
      <div className="sk-card-actions">
        <Link to={link} className={`btn${sale.state === 'on' ? ' btn-primary' : ''}`}>
          {sale.state === 'on' ? t('stock.seckill.buy_now') : t('stock.seckill.view')}
        </Link>
      </div>
    </li>
  );
}
