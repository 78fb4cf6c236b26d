/**
 * The left side menu (spec §2): bulk order, quote order (the first 12 categories; clicking one loads its goods into
 * a flyout; category 26 shows its sub-categories as collapsible groups), ready stock (category 76), online design and
 * the account submenu. The panels are their own chunk, fetched when the pointer or focus first reaches the menu: a
 * first paint needs only the menu's items.
 */
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from '../../../client/components/navigation';
import { lazyRoute } from "../../../client/lib/lazy-route";
import { READY_STOCK_CATEGORY } from "../../../domain/catalogue";
import type { Panel } from "./side-menu-panels";

const loadPanels = () => import("./side-menu-panels");
const SideMenuPanel = lazyRoute(loadPanels);

export function SideMenu() {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = () => setPanel(null);

  return (
    <aside
      className="side-menu"
      aria-label={t("menu.side_menu")}
      onMouseLeave={close}
      onPointerEnter={() => void loadPanels()}
      onFocus={() => void loadPanels()}
    >
      <ul className="side-menu-items">
        <li>
          <Link to="/goods_list/custom" className="side-item">
            <span className="side-icon icon-bulk" aria-hidden="true" />
            {t("menu.bulk_order")}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel("quote")}>
          <button
            type="button"
            className={`side-item${panel === "quote" ? " active" : ""}`}
            aria-expanded={panel === "quote"}
            onClick={() => setPanel(panel === "quote" ? null : "quote")}
          >
            <span className="side-icon icon-quote" aria-hidden="true" />
            {t("menu.quote_order")}
          </button>
        </li>
        <li onMouseEnter={() => setPanel(null)}>
          <Link
            to={`/category?id=${READY_STOCK_CATEGORY}`}
            className="side-item"
          >
            <span className="side-icon icon-stock" aria-hidden="true" />
            {t("menu.ready_stock")}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel(null)}>
          <Link to="/seckill" className="side-item">
            <span className="side-icon icon-stock" aria-hidden="true" />
            {t("menu.flash_sales")}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel(null)}>
          <Link to="/design" className="side-item">
            <span className="side-icon icon-design" aria-hidden="true" />
            {t("menu.online_design")}
          </Link>
        </li>
        <li onMouseEnter={() => setPanel("account")}>
          <button
            type="button"
            className={`side-item${panel === "account" ? " active" : ""}`}
            aria-expanded={panel === "account"}
            onClick={() => setPanel(panel === "account" ? null : "account")}
          >
            <span className="side-icon icon-account" aria-hidden="true" />
            {t("menu.account_centre")}
          </button>
        </li>
      </ul>

      {panel && (
        <Suspense fallback={null}>
          <SideMenuPanel panel={panel} onClose={close} />
        </Suspense>
      )}
    </aside>
  );
}
