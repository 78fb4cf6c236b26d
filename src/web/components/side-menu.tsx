/**
 * The left side menu (spec §2): bulk order, quote order (the first 12 categories; clicking one loads its goods into
 * a flyout; category 26 shows its sub-categories as collapsible groups), ready stock (category 76), online design and
 * the account submenu.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '../../generated/shop-api';
import { api, call } from '../lib/api';
import { goodsHref } from '../lib/links';
import { useSession } from '../lib/session-store';
import { LoginLink } from './login-link';

type Category = components['schemas']['Category'];
type Goods = components['schemas']['GoodsSummary'];

/** spec §9 */
export const QUOTE_MENU_CATEGORIES = 12;
export const FLYOUT_PAGE_SIZE = 100;
export const READY_STOCK_CATEGORY = 76;
export const GROUPED_CATEGORY = 26;

type Panel = 'quote' | 'account' | null;

/** Ids of a category and its descendants, to group flyout goods under the sub-category they belong to. */
function subtree(category: Category): Set<number> {
  const ids = new Set<number>([category.id]);
  for (const son of category.sons) for (const id of subtree(son)) ids.add(id);
  return ids;
}

export function SideMenu() {
  const { t } = useTranslation();
  const categories = useSession((s) => s.categories);
  const loggedIn = useSession((s) => Boolean(s.token && (s.publicData?.my.user_id ?? 0) > 0));
  const [panel, setPanel] = useState<Panel>(null);
  const [selected, setSelected] = useState<Category | null>(null);
  const [goods, setGoods] = useState<Goods[] | null>(null);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());

  async function pick(category: Category) {
    setSelected(category);
    // spec §7: on code 1 data.lists fills the flyout; otherwise nothing is shown and the list stays as it was.
    const data = await call(api.GET('/goods/lists', { params: { query: { category_id: category.id, page_size: FLYOUT_PAGE_SIZE } } }), { quiet: true });
    if (data) setGoods(data.lists);
  }

  const close = () => {
    setPanel(null);
    setSelected(null);
    setGoods(null);
  };

  return (
    <aside className="side-menu" aria-label={t('menu.side_menu')} onMouseLeave={close}>
      <ul className="side-menu-items">
        <li>
          <Link to="/goods_list/custom" className="side-item">
            <span className="side-icon icon-bulk" aria-hidden="true" />
            {t('menu.bulk_order')}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel('quote')}>
          <button type="button" className={`side-item${panel === 'quote' ? ' active' : ''}`} aria-expanded={panel === 'quote'} onClick={() => setPanel(panel === 'quote' ? null : 'quote')}>
            <span className="side-icon icon-quote" aria-hidden="true" />
            {t('menu.quote_order')}
          </button>
        </li>
        <li onMouseEnter={() => setPanel(null)}>
          <Link to={`/category?id=${READY_STOCK_CATEGORY}`} className="side-item">
            <span className="side-icon icon-stock" aria-hidden="true" />
            {t('menu.ready_stock')}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel(null)}>
          <Link to="/user/design" className="side-item">
            <span className="side-icon icon-design" aria-hidden="true" />
            {t('menu.online_design')}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel('account')}>
          <button type="button" className={`side-item${panel === 'account' ? ' active' : ''}`} aria-expanded={panel === 'account'} onClick={() => setPanel(panel === 'account' ? null : 'account')}>
            <span className="side-icon icon-account" aria-hidden="true" />
            {t('menu.account_centre')}
          </button>
        </li>
      </ul>

      {panel === 'quote' && (
        <div className="side-panel">
          <ul className="side-categories">
            {categories.slice(0, QUOTE_MENU_CATEGORIES).map((category) => (
              <li key={category.id}>
                <button type="button" className={selected?.id === category.id ? 'active' : ''} onClick={() => void pick(category)}>
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
          {selected && goods && (
            <div className="side-flyout" aria-live="polite">
              <h3>{selected.name}</h3>
              {goods.length === 0 ? (
                <p className="empty">{t('list.empty')}</p>
              ) : selected.id === GROUPED_CATEGORY ? (
                selected.sons.map((group) => {
                  const ids = subtree(group);
                  const items = goods.filter((g) => ids.has(g.category_id));
                  const isCollapsed = collapsed.has(group.id);
                  return (
                    <section key={group.id} className="flyout-group">
                      <button
                        type="button"
                        className="flyout-group-title"
                        aria-expanded={!isCollapsed}
                        onClick={() => {
                          const next = new Set(collapsed);
                          if (isCollapsed) next.delete(group.id);
                          else next.add(group.id);
                          setCollapsed(next);
                        }}
                      >
                        {group.name} <span className="count">({items.length})</span>
                      </button>
                      {!isCollapsed && <FlyoutGoods items={items} onPick={close} />}
                    </section>
                  );
                })
              ) : (
                <FlyoutGoods items={goods} onPick={close} />
              )}
            </div>
          )}
        </div>
      )}

      {panel === 'account' && (
        <div className="side-panel side-account">
          <ul>
            {loggedIn ? (
              <>
                <li><Link to="/user/home" onClick={close}>{t('menu.my_home')}</Link></li>
                <li><Link to="/user/order" onClick={close}>{t('header.my_orders')}</Link></li>
                <li><Link to="/user/message" onClick={close}>{t('header.messages')}</Link></li>
                <li><Link to="/user/address" onClick={close}>{t('menu.addresses')}</Link></li>
                <li><Link to="/user/user_wallet" onClick={close}>{t('menu.wallet')}</Link></li>
              </>
            ) : (
              <>
                <li><LoginLink onClick={close}>{t('header.login')}</LoginLink></li>
                <li><Link to="/account/register" onClick={close}>{t('header.register')}</Link></li>
              </>
            )}
          </ul>
        </div>
      )}
    </aside>
  );
}

function FlyoutGoods({ items, onPick }: { items: Goods[]; onPick: () => void }) {
  return (
    <ul className="flyout-goods">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={goodsHref(item)} onClick={onPick}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
