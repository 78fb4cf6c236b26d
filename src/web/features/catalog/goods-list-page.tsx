/**
 * /goods_list/:type? — goods by search text (?name=), category (?category_id=) or type (custom: quote-page products;
 * stock: ready stock), with previous/next pagination and an empty state.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { GoodsCard } from '../../components/goods-card';
import { Pager } from '../../../client/components/pager';
import { findCategory } from '../../lib/category-tree';
import { useCategories } from '../../../client/api/session-queries';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { READY_STOCK_CATEGORY } from '../../../domain/catalogue';
import { PAGE_SIZES } from '../../../domain/limits';

export const GOODS_PAGE_SIZE = PAGE_SIZES.goods.default;

export default function GoodsListPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [params, setParams] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const categoryId = Number(params.get('category_id')) || (type === 'stock' ? READY_STOCK_CATEGORY : undefined);
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const query = {
    page_no: pageNo,
    page_size: GOODS_PAGE_SIZE,
    ...(name ? { name } : {}),
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(type === 'custom' ? { is_custom: 1 as const } : {}),
  };
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/goods/lists', { params: { query } })));

  const categories = useCategories();
  const category = categoryId ? findCategory(categories, categoryId) : null;
  const title = name
    ? t('list.search_title', { name })
    : type === 'custom'
      ? t('list.custom_title')
      : type === 'stock'
        ? t('menu.ready_stock')
        : (category?.name ?? t('list.all_goods'));

  return (
    <div className="container page-section">
      <nav className="breadcrumbs" aria-label={t('list.breadcrumbs')}>
        <Link to="/">{t('common.home')}</Link>
        <span aria-current="page">{title}</span>
      </nav>
      <h1>{title}</h1>
      {data && <p className="result-count">{t('list.result_count', { count: data.count })}</p>}
      {loading && !data ? (
        <div className="page-loading" aria-busy="true" />
      ) : data && data.lists.length > 0 ? (
        <>
          <ul className="goods-grid">
            {data.lists.map((goods) => (
              <GoodsCard key={goods.id} goods={goods} />
            ))}
          </ul>
          <Pager
            pageNo={data.page_no}
            pageSize={data.page_size}
            count={data.count}
            onPage={(page) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              setParams(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      ) : (
        <div className="empty-state">
          <p>{name ? t('list.no_results', { name }) : t('list.empty')}</p>
          <Link className="btn btn-primary" to="/category">
            {t('list.browse_categories')}
          </Link>
        </div>
      )}
    </div>
  );
}
