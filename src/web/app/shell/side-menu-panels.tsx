/**
 * The side menu's panels (spec §2): the quote-order categories with their goods flyout (category 26 groups its
 * goods under collapsible sub-categories) and the account submenu. Loaded as its own chunk on the first approach to
 * the side menu (side-menu.tsx).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from '../../../client/components/navigation';
import { useQueryClient } from "@tanstack/react-query";
import type { components } from "../../../generated/shop-api";
import { $api, envelope } from "../../../client/api/query";
import { goodsHref } from "../../lib/links";
import { LoginLink } from "../../components/login-link";
import { PAGE_SIZES } from "../../../domain/limits";
import { useCategories, useLoggedIn } from "../../../client/api/session-queries";

type Category = components["schemas"]["Category"];
type Goods = components["schemas"]["GoodsSummary"];

export type Panel = "quote" | "account";

/** spec §9 */
export const QUOTE_MENU_CATEGORIES = 12;
export const FLYOUT_PAGE_SIZE = PAGE_SIZES.goods.max;
export const GROUPED_CATEGORY = 26;

/** Ids of a category and its descendants, to group flyout goods under the sub-category they belong to. */
function subtree(category: Category): Set<number> {
  const ids = new Set<number>([category.id]);
  for (const son of category.sons) for (const id of subtree(son)) ids.add(id);
  return ids;
}

export default function SideMenuPanel({
  panel,
  onClose,
}: {
  panel: Panel;
  onClose: () => void;
}) {
  return panel === "quote" ? (
    <QuotePanel onClose={onClose} />
  ) : (
    <AccountPanel onClose={onClose} />
  );
}

function QuotePanel({ onClose: close }: { onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [selected, setSelected] = useState<Category | null>(null);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [goods, setGoods] = useState<Goods[] | null>(null);
  const client = useQueryClient();

  async function pick(category: Category) {
    setSelected(category);
    // spec §7: on code 1 data.lists fills the flyout; otherwise nothing is shown and the list stays as it was.
    const data = await client
      .fetchQuery(
        envelope(
          $api.queryOptions("get", "/goods/lists", {
            params: {
              query: { category_id: category.id, page_size: FLYOUT_PAGE_SIZE },
            },
          }),
          { quiet: true, background: true },
        ),
      )
      .catch(() => null);
    if (data) setGoods(data.lists);
  }

  return (
    <div className="side-panel">
      <ul className="side-categories">
        {categories.slice(0, QUOTE_MENU_CATEGORIES).map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={selected?.id === category.id ? "active" : ""}
              onClick={() => void pick(category)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
      {selected && goods && (
        <div className="side-flyout" aria-live="polite">
          <h3>{selected.name}</h3>
          {goods.length === 0 ? (
            <p className="empty">{t("list.empty")}</p>
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
  );
}

function AccountPanel({ onClose: close }: { onClose: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <div className="side-panel side-account">
      <ul>
        {loggedIn ? (
          <>
            <li>
              <Link to="/user/home" onClick={close}>
                {t("menu.my_home")}
              </Link>
            </li>
            <li>
              <Link to="/user/order" onClick={close}>
                {t("header.my_orders")}
              </Link>
            </li>
            <li>
              <Link to="/user/message" onClick={close}>
                {t("header.messages")}
              </Link>
            </li>
            <li>
              <Link to="/user/address" onClick={close}>
                {t("menu.addresses")}
              </Link>
            </li>
            <li>
              <Link to="/user/user_wallet" onClick={close}>
                {t("menu.wallet")}
              </Link>
            </li>
          </>
        ) : (
          <>
            <li>
              <LoginLink onClick={close}>{t("header.login")}</LoginLink>
            </li>
            <li>
              <Link to="/account/register" onClick={close}>
                {t("header.register")}
              </Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}

function FlyoutGoods({
  items,
  onPick,
}: {
  items: Goods[];
  onPick: () => void;
}) {
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
