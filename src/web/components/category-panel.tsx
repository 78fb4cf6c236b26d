/**
 * The category mega-menu (spec §2): a 940 × 720 px panel, first level 260 px wide; hovering a first-level category
 * shows its sub-categories with 180 px third-level items (90 px images) and its promo images (310 × 216).
 * Always open on home (`mode="home"`); elsewhere it opens on hover over the trigger and hides on leave.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../client/components/navigation';
import type { components } from '../../generated/shop-api';
import { linkSubjectName, linkTarget, parseLinkJson, type LinkData } from '../lib/links';
import { ShopImage } from '../../client/components/shop-image';
import { useCategories } from '../../client/api/session-queries';

type Category = components['schemas']['Category'];

export function CategoryPanel({ mode }: { mode: 'home' | 'hover' }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const listVisible = mode === 'home' || open;
  const active = categories.find((c) => c.id === activeId) ?? null;

  return (
    <div
      className={`category-panel mode-${mode}${listVisible ? ' list-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        setOpen(false);
        setActiveId(null);
      }}
    >
      {mode === 'hover' && (
        <button type="button" className="category-trigger" aria-expanded={open} onClick={() => setOpen(!open)} onFocus={() => setOpen(true)}>
          <span className="burger" aria-hidden="true" />
          {t('menu.all_categories')}
        </button>
      )}
      {listVisible && (
        <nav className="category-menu" aria-label={t('menu.all_categories')}>
          <ul className="category-level1">
            {categories.map((category) => (
              <li
                key={category.id}
                className={category.id === activeId ? 'active' : ''}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
              >
                <Link to={`/category?id=${category.id}`}>
                  <ShopImage src={category.icon} alt="" width={24} height={24} />
                  <span className="name">{category.name}</span>
                  <span className="subs">{category.sons.slice(0, 2).map((s) => s.name).join(' / ')}</span>
                </Link>
              </li>
            ))}
          </ul>
          {active && <CategoryDetail category={active} onNavigate={() => setOpen(false)} />}
        </nav>
      )}
    </div>
  );
}

/** A promo image's accessible name: what it links to, else the generic "Offer" or "Member benefits" wording. */
function usePromoName(): (link: LinkData) => string {
  const { t } = useTranslation();
  const categories = useCategories();
  return (link) => linkSubjectName(link, categories) ?? (link.path === '/equity' ? t('header.member_benefits') : t('menu.promo'));
}

function CategoryDetail({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const promoName = usePromoName();
  const promos = category.category_ext
    .map((ext) => ({ image: ext.image, link: parseLinkJson(ext.url) }))
    .filter((p): p is { image: string; link: NonNullable<ReturnType<typeof parseLinkJson>> } => p.link !== null);
  return (
    <div className="category-detail" onClick={onNavigate}>
      <div className="category-sons">
        {category.sons.map((son) => (
          <section key={son.id} className="category-son">
            <h3>
              <Link to={`/category?id=${son.id}`}>{son.name}</Link>
            </h3>
            <ul className="category-level3">
              {(son.sons.length > 0 ? son.sons : [son]).map((item) => (
                <li key={item.id}>
                  <Link to={`/goods_list?category_id=${item.id}`}>
                    <ShopImage src={item.image || item.icon} alt="" width={90} height={90} />
                    <span>{item.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {promos.length > 0 && (
        <div className="category-promos">
          {promos.slice(0, 3).map((promo) => {
            const target = linkTarget(promo.link);
            return target.external ? (
              <a key={promo.image} href={target.href} target="_blank" rel="noopener noreferrer">
                <ShopImage src={promo.image} alt={promoName(promo.link)} width={310} height={216} />
              </a>
            ) : (
              <Link key={promo.image} to={target.href}>
                <ShopImage src={promo.image} alt={promoName(promo.link)} width={310} height={216} />
              </Link>
            );
          })}
        </div>
      )}
    </div>
  );
}
