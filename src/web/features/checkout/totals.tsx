import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/shop-api';
import { Money } from './parts';

type OrderTotals = components['schemas']['OrderTotals'];

/** A discount shown as a negative amount (never "-0.00"). */
const minus = (fils: number) => (fils === 0 ? 0 : -fils);

/** An order's money (spec §3): the server's figures, never recomputed here. */
export function Totals({ totals, paidFils }: { totals: OrderTotals; paidFils?: number }) {
  const { t } = useTranslation();
  const rows: [string, string, number][] = [
    ['goods', t('checkout.confirm.goods'), totals.goods_fils],
    ['discount', t('checkout.confirm.discount'), minus(totals.discount_fils)],
    ['member_discount', t('checkout.confirm.member_discount'), minus(totals.member_discount_fils)],
    ['shipping', t('checkout.confirm.shipping'), totals.shipping_fils],
    ['tax', t('checkout.confirm.tax'), totals.tax_fils],
  ];
  return (
    <dl className="ck-totals">
      {rows.map(([key, label, fils]) => (
        <div key={key} className={`ck-total-row ck-total-${key}`}>
          <dt>{label}</dt>
          <dd>
            <Money fils={fils} />
          </dd>
        </div>
      ))}
      <div className="ck-total-row ck-total-due">
        <dt>{t('checkout.confirm.amount_due')}</dt>
        <dd>
          <Money fils={totals.amount_due_fils} className="ck-price" />
        </dd>
      </div>
      {paidFils !== undefined && (
        <div className="ck-total-row ck-total-paid">
          <dt>{t('checkout.detail.paid')}</dt>
          <dd>
            <Money fils={paidFils} />
          </dd>
        </div>
      )}
    </dl>
  );
}
