/** /custom?id={goods id} (navigation links to custom goods): resolve the product code, then show /custom/{code}. */
import { useSearchParams } from 'react-router-dom';
import { Navigate } from '../../../client/components/navigation';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { QuoteMissing } from './quote-missing';
import { useQuoteStrings } from '../../../client/i18n';
import { productHref } from './quote-links';

/** This page only redirects (or says the product is missing): no product strings. */
const NO_GROUPS: readonly string[] = [];

export default function CustomByIdPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const code = params.get('code');
  const ready = useQuoteStrings(NO_GROUPS);
  const { data, loading } = usePageQuery({
    ...envelope($api.queryOptions('get', '/quote/schema', { params: { query: { goods_id: id } } }), { quiet: true }),
    enabled: !code && Number.isInteger(id) && id > 0,
  });
  if (code) return <Navigate to={productHref(code)} replace />;
  if (loading || !ready) return <div className="container page-loading" aria-busy="true" />;
  if (!data) return <QuoteMissing />;
  const rest = new URLSearchParams(params);
  rest.delete('id');
  const query = rest.toString();
  return <Navigate to={`${productHref(data.code)}${query ? `?${query}` : ''}`} replace />;
}
