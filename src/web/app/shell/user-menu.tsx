/**
 * The member-centre sidebar of the user layout (spec §2: left menu 255 px wide). Lists only the user-area pages that
 * exist; add an entry when its page is built.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isDesigner } from '../../../domain/roles';
import { usePublicData } from '../../../client/api/session-queries';
import './user-menu.css';

const ENTRIES = [
  { path: '/user/home', label: 'menu.my_home', icon: 'home' },
  { path: '/user/member', label: 'menu.membership', icon: 'membership' },
  { path: '/user/user_wallet_pay', label: 'menu.top_up', icon: 'top-up' },
  { path: '/user/user_wallet', label: 'menu.wallet', icon: 'wallet' },
  { path: '/user/order', label: 'header.my_orders', icon: 'orders' },
  { path: '/user/order/design', label: 'menu.my_designs', icon: 'orders' },
  { path: '/user/order/test', label: 'menu.sample_orders', icon: 'orders' },
  { path: '/user/after_sales', label: 'menu.after_sales', icon: 'orders' },
  { path: '/user/message', label: 'menu.message_centre', icon: 'messages' },
  { path: '/user/coupons', label: 'menu.coupons', icon: 'coupons' },
  { path: '/user/collection', label: 'menu.collection', icon: 'collection' },
  { path: '/user/evaluation', label: 'menu.evaluation', icon: 'evaluation' },
  { path: '/user/my_designs', label: 'menu.editor_designs', icon: 'designs' },
  { path: '/user/address', label: 'menu.addresses', icon: 'address' },
  { path: '/user/profile', label: 'menu.profile', icon: 'profile' },
  { path: '/user/invoice', label: 'menu.invoice', icon: 'invoice' },
  { path: '/user/invoice_record', label: 'menu.invoice_record', icon: 'invoice-record' },
] as const;

/** Designers' entries (spec §6: user type 4 sees the task centre). */
const DESIGNER_ENTRIES = [
  { path: '/user/design', label: 'header.task_centre', icon: 'orders' },
  { path: '/user/design/design_my', label: 'menu.my_tasks', icon: 'wallet' },
] as const;

/**
 * The entry a page belongs to: the longest entry path that is the page's path or a prefix of it (`/user/order/detail`
 * → My orders, `/user/order/design_detail` → My designs).
 */
export function activeEntry(pathname: string, paths: readonly string[]): string | null {
  const matches = paths.filter((path) => pathname === path || pathname.startsWith(`${path}/`) || pathname.startsWith(`${path}_`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function UserMenu() {
  const { t } = useTranslation();
  const designer = isDesigner(usePublicData()?.my.type_id);
  const entries = [...(designer ? DESIGNER_ENTRIES : []), ...ENTRIES];
  const active = activeEntry(useLocation().pathname, entries.map((entry) => entry.path));
  return (
    <nav className="user-menu" aria-label={t('menu.account_centre')}>
      <h2 className="user-menu-title">{t('menu.account_centre')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className={`user-menu-link icon-${entry.icon}${entry.path === active ? ' is-active' : ''}`} aria-current={entry.path === active ? 'page' : undefined}>
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
