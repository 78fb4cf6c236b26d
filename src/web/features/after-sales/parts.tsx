/** Pieces the after-sales pages share: the status badge, the claimed lines, a picture fetched with the session. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/shop-api';
import { ProductCell } from '../../components/checkout-parts';
import { Money } from '../../components/money';
import { api } from '../../lib/api';

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
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void api.GET('/afterSales/image', { params: { query: { id, file_id: fileId } }, parseAs: 'blob' }).then(({ data, response }) => {
      if (!live || !response.ok || !data || response.headers.get('content-type')?.includes('json')) return;
      made = URL.createObjectURL(data as Blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, fileId]);
  return (
    <a className="as-thumb" href={url ?? undefined} target="_blank" rel="noreferrer">
      {url ? <img src={url} alt={alt} /> : null}
    </a>
  );
}
