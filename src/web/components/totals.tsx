import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/shop-api';
import { Money } from '../../client/components/money';

type OrderTotals = components['schemas']['OrderTotals'];

/** A discount shown as a negative amount (never "-0.00"). */
const minus = (fils: number) => (fils === 0 ? 0 : -fils);

/** What a placed order has been paid and still owes (the server's `orderBalance`). */
export interface Balance {
  paid_fils: number;
  still_due_fils: number;
}

/**
 * An order's money (spec §3): the server's figures, never recomputed here. Each label says whether it includes VAT.
 * Before the order exists the last row is the amount due; a placed order shows its total, what was paid and what is
 * still due.
 */
export function Totals({ totals, balance }: { totals: OrderTotals; balance?: Balance }) {
  const { t } = useTranslation('checkout');
  const rows: [string, string, number][] = [
    ['goods', t('checkout.confirm.goods'), totals.goods_fils],
    ['discount', t('checkout.confirm.discount'), minus(totals.discount_fils)],
    ['member_discount', t('checkout.confirm.member_discount'), minus(totals.member_discount_fils)],
    // Part of the member discount: the rush surcharge one of the level's free rushes waived (docs/membership.md).
    ...(totals.free_rush_fils > 0 ? [['free-rush', t('checkout.confirm.free_rush'), minus(totals.free_rush_fils)] as [string, string, number]] : []),
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
        <dt>{balance ? t('checkout.balance.order_total') : t('checkout.confirm.amount_due')}</dt>
        <dd>
          <Money fils={totals.amount_due_fils} className="ck-price" />
        </dd>
      </div>
      {balance && <BalanceRows balance={balance} />}
    </dl>
  );
}

/** "Paid" and "Still due" rows of a placed order, inside a `<dl>`. */
export function BalanceRows({ balance }: { balance: Balance }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <div className="ck-total-row ck-total-paid">
        <dt>{t('checkout.balance.paid')}</dt>
        <dd>
          <Money fils={balance.paid_fils} />
        </dd>
      </div>
      <div className="ck-total-row ck-total-still-due">
        <dt>{t('checkout.balance.still_due')}</dt>
        <dd>
          <Money fils={balance.still_due_fils} className={balance.still_due_fils > 0 ? 'ck-price' : undefined} />
        </dd>
      </div>
    </>
  );
}
