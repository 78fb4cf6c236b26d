/** /category (all categories) and /category?id= (one category with its sub-categories and goods). */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { GoodsCard } from '../../components/goods-card';
import { ShopImage } from '../../../client/components/shop-image';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { PAGE_SIZES } from '../../../domain/limits';
import { useCategories } from '../../../client/api/session-queries';

type Category = components['schemas']['Category'];

function findCategory(list: Category[], id: number): { category: Category; path: Category[] } | null {
  for (const category of list) {
    if (category.id === id) return { category, path: [category] };
    const inner = findCategory(category.sons, id);
    if (inner) return { category: inner.category, path: [category, ...inner.path] };
  }
  return null;
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const categories = useCategories();
  const found = id > 0 ? findCategory(categories, id) : null;

  if (!found) {
    return (
      <div className="container page-section">
        <h1>{t('menu.all_categories')}</h1>
        {id > 0 && categories.length > 0 && <p className="empty">{t('list.category_missing')}</p>}
        <div className="all-categories">
          {categories.map((category) => (
            <section key={category.id} className="category-block">
              <h2>
                <Link to={`/category?id=${category.id}`}>
                  <ShopImage src={category.icon} alt="" width={32} height={32} />
                  {category.name}
                </Link>
              </h2>
              <ul>
                {category.sons.map((son) => (
                  <li key={son.id}>
                    <Link to={`/category?id=${son.id}`}>{son.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    );
  }
  return <OneCategory category={found.category} path={found.path} />;
}

function OneCategory({ category, path }: { category: Category; path: Category[] }) {
  const { t } = useTranslation();
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/goods/lists', { params: { query: { category_id: category.id, page_size: PAGE_SIZES.goods.max } } })));
  return (
    <div className="container page-section">
      <nav className="breadcrumbs" aria-label={t('list.breadcrumbs')}>
        <Link to="/">{t('common.home')}</Link>
        <Link to="/category">{t('menu.all_categories')}</Link>
        {path.map((c) => (
          <Link key={c.id} to={`/category?id=${c.id}`} aria-current={c.id === category.id ? 'page' : undefined}>
            {c.name}
          </Link>
        ))}
      </nav>
      <h1>{category.name}</h1>
      {category.sons.length > 0 && (
        <ul className="subcategory-chips">
          {category.sons.map((son) => (
            <li key={son.id}>
              <Link to={`/category?id=${son.id}`}>{son.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {loading ? (
        <div className="page-loading" aria-busy="true" />
      ) : data && data.lists.length > 0 ? (
        <ul className="goods-grid">
          {data.lists.map((goods) => (
            <GoodsCard key={goods.id} goods={goods} />
          ))}
        </ul>
      ) : (
        <p className="empty">{t('list.empty')}</p>
      )}
    </div>
  );
}
