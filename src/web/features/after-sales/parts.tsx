/** Pieces the after-sales pages share: the status badge, the claimed lines, a picture fetched with the session. */
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/shop-api';
import { ProductCell } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { SessionImage } from '../../../client/components/session-image';
import { api } from '../../../client/api/api';

type AfterSale = components['schemas']['AfterSale'];

export function AfterSaleStatus({ status }: { status: AfterSale['status'] }) {
  const { t } = useTranslation('after-sales');
  return <span className={`as-status is-${status}`}>{t(`after_sales.status.${status}`)}</span>;
}

export function ClaimedLines({ lines }: { lines: AfterSale['lines'] }) {
  const { t } = useTranslation('after-sales');
  return (
    <ul className="as-lines">
      {lines.map((line) => (
        <li key={line.line_id}>
          <ProductCell code={line.code} title={line.title} image={line.image} />
          <span>{t('after_sales.detail.quantity', { quantity: line.quantity, ordered: line.ordered_quantity })}</span>
          <Money fils={line.total_fils} />
        </li>
      ))}
    </ul>
  );
}

/** One picture of the user's application (the API needs the session header, so an <img src> cannot fetch it itself). */
export function AfterSaleImage({ id, fileId, alt }: { id: number; fileId: number; alt: string }) {
  return <SessionImage key={`${id}-${fileId}`} className="as-thumb" alt={alt} load={() => api.GET('/afterSales/image', { params: { query: { id, file_id: fileId } }, parseAs: 'blob' })} />;
}
