/**
 * The member-centre sidebar of the user layout (spec §2: left menu 255 px wide). Lists only the user-area pages that
 * exist; add an entry when its page is built.
 */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import './user-menu.css';

const ENTRIES = [
  { path: '/user/home', label: 'menu.my_home', icon: 'home' },
  { path: '/user/user_wallet_pay', label: 'menu.top_up', icon: 'top-up' },
  { path: '/user/user_wallet', label: 'menu.wallet', icon: 'wallet' },
  { path: '/user/order', label: 'header.my_orders', icon: 'orders' },
  { path: '/user/after_sales', label: 'menu.after_sales', icon: 'orders' },
  { path: '/user/message', label: 'menu.message_centre', icon: 'messages' },
  { path: '/user/coupons', label: 'menu.coupons', icon: 'coupons' },
  { path: '/user/my_designs', label: 'menu.editor_designs', icon: 'designs' },
  { path: '/user/address', label: 'menu.addresses', icon: 'address' },
  { path: '/user/profile', label: 'menu.profile', icon: 'profile' },
  { path: '/user/invoice', label: 'menu.invoice', icon: 'invoice' },
  { path: '/user/invoice_record', label: 'menu.invoice_record', icon: 'invoice-record' },
] as const;

export function UserMenu() {
  const { t } = useTranslation();
  return (
    <nav className="user-menu" aria-label={t('menu.account_centre')}>
      <h2 className="user-menu-title">{t('menu.account_centre')}</h2>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} className={({ isActive }) => `user-menu-link icon-${entry.icon}${isActive ? ' is-active' : ''}`}>
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
