/**
 * The product studio (docs/product-studio.md): every quote product with its status at its default configuration —
 * valid, warnings, errors — searched by code or title and filtered by status; and the price impact of the running
 * catalogue against the one the shop ran before. Filters and the view live in the URL, so a view can be shared.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { formatCount, formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { StatusTabs } from '../../components/status-tabs';
import { FindingList, Percent, PriceStep, StatusBadge } from './findings';
import './studio.css';

type Status = components['schemas']['StudioStatus'];
type Product = components['schemas']['StudioProduct'];
const STATUSES: readonly Status[] = ['valid', 'warnings', 'errors'];
const VIEWS = ['products', 'impact'] as const;
type View = (typeof VIEWS)[number];

const isStatus = (value: string | null): value is Status => STATUSES.includes(value as Status);

export default function ProductsPage() {
  const { t } = useTranslation(['studio', 'admin']);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'impact' ? 'impact' : 'products';
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return (
    <section className="adm-page studio">
      <header className="adm-page-head">
        <h1>{t('studio.title')}</h1>
        <p className="adm-muted">{t('studio.intro')}</p>
      </header>
      <StatusTabs label={t('studio.tabs.label')} statuses={VIEWS} value={view} labelOf={(v) => t(`studio.tabs.${v}`)} onChange={(v) => set({ view: v === 'impact' ? v : null })} />
      {view === 'products' ? <ProductList q={params.get('q') ?? ''} status={isStatus(params.get('status')) ? (params.get('status') as Status) : null} onFilter={set} /> : <Impact />}
    </section>
  );
}

function ProductList({ q, status, onFilter }: { q: string; status: Status | null; onFilter(changes: Record<string, string | null>): void }) {
  const { t } = useTranslation(['studio', 'admin']);
  useProductStrings(); // the findings' rule messages
  const query = { ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) };
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/studio/products', { params: { query } })));
  const lists = data?.lists ?? [];
  return (
    <>
      <form className="adm-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="adm-field">
          {t('studio.filter.search')}
          <input type="search" value={q} maxLength={64} placeholder={t('studio.filter.search_placeholder')} onChange={(event) => onFilter({ q: event.target.value })} />
        </label>
        <label className="adm-field">
          {t('studio.filter.status')}
          <select value={status ?? ''} onChange={(event) => onFilter({ status: event.target.value || null })}>
            <option value="">{t('studio.filter.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`studio.status.${s}`)} ({data?.counts[s] ?? '…'})
              </option>
            ))}
          </select>
        </label>
      </form>
      <section className="adm-panel" aria-labelledby="studio-products">
        <h2 id="studio-products" className="adm-panel-title">
          {t('studio.tabs.products')} <span className="adm-count">{lists.length}</span>
          {data && (
            <span className="studio-counts">
              {STATUSES.map((s) => (
                <span key={s} className={`adm-badge studio-status studio-status-${s}`}>
                  {t(`studio.status.${s}`)} {data.counts[s]}
                </span>
              ))}
            </span>
          )}
        </h2>
        <div className="adm-table-box" aria-busy={loading}>
          <table className="adm-table studio-table">
            <thead>
              <tr>
                <th scope="col">{t('studio.col.product')}</th>
                <th scope="col">{t('studio.col.model')}</th>
                <th scope="col">{t('studio.col.category')}</th>
                <th scope="col">{t('studio.col.status')}</th>
                <th scope="col">{t('studio.col.findings')}</th>
                <th scope="col" className="adm-num">
                  {t('studio.col.from')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lists.map((product) => (
                <Row key={product.code} product={product} />
              ))}
              {lists.length === 0 && (
                <tr>
                  <td colSpan={6} className="adm-table-empty">
                    {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : t('studio.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

function Row({ product }: { product: Product }) {
  const { t } = useTranslation('studio');
  return (
    <tr data-code={product.code} data-status={product.status}>
      <td>
        <Link className="adm-link studio-product-link" to={`/products/${product.code}`}>
          <bdi>{product.title}</bdi>
        </Link>
        <code className="studio-code adm-block">{product.code}</code>
      </td>
      <td>{product.model}</td>
      <td>{product.category_name ?? product.category}</td>
      <td>
        <StatusBadge status={product.status} />
      </td>
      <td>{product.findings.length > 0 ? <FindingList findings={product.findings} /> : <span className="adm-muted">{t('studio.nothing_found')}</span>}</td>
      <td className="adm-num">{product.from_fils === null ? '—' : <Money fils={product.from_fils} />}</td>
    </tr>
  );
}

function Impact() {
  const { t } = useTranslation(['studio', 'admin']);
  const locale = useLocale();
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/studio/impact')));
  if (!data) return <p className="adm-muted">{failed ? t('admin.common.load_failed') : t('admin.common.loading')}</p>;
  return (
    <section className="adm-panel" aria-labelledby="studio-impact" aria-busy={loading}>
      <h2 id="studio-impact" className="adm-panel-title">
        {t('studio.tabs.impact')} <span className="adm-count">{data.changed.length}</span>
      </h2>
      <div className="studio-impact-head">
        <p className="adm-muted">{t('studio.impact.intro')}</p>
        <p>
          {data.baseline
            ? t('studio.impact.baseline', { date: formatDateTime(data.baseline.recorded_at, locale), products: formatCount(data.baseline.products, locale) })
            : t('studio.impact.no_baseline')}
        </p>
        {data.baseline && (
          <p className="adm-muted">
            {t('studio.impact.unchanged', { n: formatCount(data.unchanged, locale) })}
            {data.added.length > 0 && <> · {t('studio.impact.added', { codes: data.added.join(', ') })}</>}
            {data.removed.length > 0 && <> · {t('studio.impact.removed', { codes: data.removed.join(', ') })}</>}
          </p>
        )}
      </div>
      {data.baseline && (
        <div className="adm-table-box">
          <table className="adm-table studio-table" data-testid="studio-impact">
            <thead>
              <tr>
                <th scope="col">{t('studio.impact.col.product')}</th>
                <th scope="col" className="adm-num">
                  {t('studio.impact.col.largest')}
                </th>
                <th scope="col" className="adm-num">
                  {t('studio.impact.col.percent')}
                </th>
                <th scope="col" className="adm-num">
                  {t('studio.impact.col.at')}
                </th>
                <th scope="col">{t('studio.impact.col.steps')}</th>
              </tr>
            </thead>
            <tbody>
              {data.changed.map((change) => (
                <tr key={change.code} data-code={change.code}>
                  <td>
                    <Link className="adm-link" to={`/products/${change.code}`}>
                      <bdi>{change.title}</bdi>
                    </Link>
                    <code className="studio-code adm-block">{change.code}</code>
                  </td>
                  <td className="adm-num">
                    <Money fils={change.largest.change_fils} signed />
                  </td>
                  <td className="adm-num">
                    <Percent value={change.largest.percent} />
                  </td>
                  <td className="adm-num">{formatCount(change.largest.quantity, locale)}</td>
                  <td>
                    <ul className="studio-steps">
                      {change.rows.map((row) => (
                        <li key={row.quantity}>
                          <PriceStep row={row} />
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
              {data.changed.length === 0 && (
                <tr>
                  <td colSpan={5} className="adm-table-empty">
                    {t('studio.impact.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
