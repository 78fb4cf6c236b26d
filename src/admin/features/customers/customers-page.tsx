/**
 * /customers: customers newest first, searched by nickname, phone, company or email (prefix), paged; each row shows
 * the balance, credit limit and debt, level and order count, and opens the customer's page. The search is in the URL.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { PAGE_SIZES } from '../../../domain/limits';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { formatDate } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { Pager } from '../../../client/components/pager';
import { pagerTexts } from '../../components/console-texts';

const SEARCH_MAX = 64; // the contract's q

export default function CustomersPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.slice(0, SEARCH_MAX) || undefined;
  const pageNo = Math.min(positiveInt(params.get('page')) ?? 1, 10_000);
  const pageSize = PAGE_SIZES.staffCustomers.default;
  const [text, setText] = useState(q ?? '');
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/customers', { params: { query: { q, page_no: pageNo, page_size: pageSize } } })));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    setParams(next);
  };
  const rows = data?.lists ?? [];

  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin.customers.title')}</h1>
        <p className="adm-muted">{t('admin.customers.intro')}</p>
      </header>
      <form className="adm-filters" onSubmit={search} role="search">
        <label className="adm-field adm-field-grow">
          <span>{t('admin.customers.search')}</span>
          <input type="search" name="q" value={text} maxLength={SEARCH_MAX} placeholder={t('admin.customers.search_hint')} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="adm-btn adm-btn-primary">
          {t('admin.common.filter')}
        </button>
        {q && (
          <button
            type="button"
            className="adm-btn"
            onClick={() => {
              setText('');
              setParams(new URLSearchParams());
            }}
          >
            {t('admin.common.clear')}
          </button>
        )}
      </form>
      <div className="adm-panel">
        <div className="adm-table-box" aria-busy={loading}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.customers.customer')}</th>
                <th scope="col">{t('admin.customers.company')}</th>
                <th scope="col">{t('admin.customers.level')}</th>
                <th scope="col" className="adm-num">
                  {t('admin.customers.balance')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin.customers.credit_limit')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin.customers.debt')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin.customers.orders')}
                </th>
                <th scope="col">{t('admin.customers.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/customers/${c.id}`} className="adm-link">
                      <bdi>{c.nickname}</bdi>
                    </Link>
                    <div className="adm-muted">
                      <bdi dir="ltr">{c.mobile}</bdi>
                      {c.email && (
                        <>
                          {' · '}
                          <bdi dir="ltr">{c.email}</bdi>
                        </>
                      )}
                    </div>
                  </td>
                  <td>{c.company_name ? <bdi>{c.company_name}</bdi> : <span className="adm-muted">—</span>}</td>
                  <td className="adm-nowrap">{t('admin.customers.level_n', { level: c.level })}</td>
                  <td className="adm-num">
                    <Money fils={c.balance_fils} />
                  </td>
                  <td className="adm-num">
                    <Money fils={c.credit_limit_fils} />
                  </td>
                  <td className="adm-num">{c.credit_used_fils > 0 ? <Money fils={c.credit_used_fils} /> : <span className="adm-muted">—</span>}</td>
                  <td className="adm-num">{c.order_count}</td>
                  <td className="adm-nowrap">{formatDate(c.created_at, locale)}</td>
                </tr>
              ))}
              {rows.length === 0 && !loading && (
                <tr>
                  <td colSpan={8} className="adm-table-empty">
                    {failed ? t('admin.common.load_failed') : t('admin.customers.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <Pager
          look="console"
          pageNo={pageNo}
          pageSize={pageSize}
          count={data?.count ?? 0}
          texts={pagerTexts(t, { pageNo, pageSize, count: data?.count ?? 0, status: t('admin.customers.page_of', { page: pageNo, pages: Math.max(1, Math.ceil((data?.count ?? 0) / pageSize)), count: data?.count ?? 0 }) })}
          onPage={(page) => {
            const next = new URLSearchParams(params);
            if (page > 1) next.set('page', String(page));
            else next.delete('page');
            setParams(next);
          }}
        />
      </div>
    </section>
  );
}
