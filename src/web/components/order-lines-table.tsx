/** The lines of an order or of an order being confirmed: product and options, quantity, design file, price (VAT included). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/shop-api';
import { LineOptions, NoDesignFileNeeded, ProductCell } from '../../client/components/checkout-parts';
import { Money } from '../../client/components/money';

export interface OrderLineRow {
  id: number;
  code: string;
  title: string;
  image: string;
  config: components['schemas']['QuoteConfig'];
  quantity: number;
  /** Set for a ready-stock line: no options, no design file. */
  stock?: components['schemas']['StockLineInfo'];
}

export function OrderLinesTable<L extends OrderLineRow>({ lines, priceFils, file, maxOptions }: { lines: readonly L[]; priceFils(line: L): number; file(line: L): ReactNode; maxOptions?: number }) {
  const { t } = useTranslation();
  return (
    <table className="ck-table ck-lines-table">
      <thead>
        <tr>
          <th>{t('checkout.common.product')}</th>
          <th className="ck-col-qty">{t('checkout.common.quantity')}</th>
          <th className="ck-col-file">{t('checkout.common.design_file')}</th>
          <th className="ck-col-price">{t('checkout.common.price')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-line-id={line.id}>
            <td>
              <ProductCell code={line.code} title={line.title} image={line.image} stock={line.stock ?? undefined}>
                {!line.stock && <LineOptions config={line.config} max={maxOptions} />}
              </ProductCell>
            </td>
            <td className="ck-col-qty">{line.quantity}</td>
            <td className="ck-col-file">{line.stock ? <NoDesignFileNeeded /> : file(line)}</td>
            <td className="ck-col-price">
              <Money fils={priceFils(line)} className="ck-price" />
              <span className="ck-muted ck-small">{t('checkout.common.vat_included')}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
