/** Site header: greeting with the shop name, account links, language, working hours, and the decoration's nav links. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '../../generated/shop-api';
import { useSession } from '../lib/session-store';
import { LanguageSelect } from './language-select';
import { ShopImage } from './shop-image';
import { useLogout } from './use-logout';

type NavItem = components['schemas']['NavItem'];

/** spec §2: params.is_custom 1 → /custom?id=; http/https/mailto/tel open in a new tab. */
export function navTarget(item: NavItem): { href: string; external: boolean } {
  const { path, params } = item.link;
  if (/^(https?:|mailto:|tel:)/.test(path)) return { href: path, external: true };
  if (String(params.is_custom) === '1') return { href: `/custom?id=${encodeURIComponent(String(params.id ?? ''))}`, external: false };
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return { href: query ? `${path}?${query}` : path, external: false };
}

export function Header() {
  const { t } = useTranslation();
  const publicData = useSession((s) => s.publicData);
  const token = useSession((s) => s.token);
  const hours = useSession((s) => s.serverConfig?.working_hours ?? '09:00-19:00');
  const logout = useLogout();
  const me = publicData?.my;
  const loggedIn = Boolean(token && me && me.user_id > 0);
  const nav = publicData?.decoration.header.show ? publicData.decoration.header.content.data : [];

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <span className="greeting">{publicData ? t('header.greeting', { shop: publicData.shop.name }) : ' '}</span>
          <nav className="topbar-links" aria-label={t('header.my_account')}>
            {loggedIn ? (
              <>
                <span className="user-name">{me?.nickname}</span>
                <button type="button" className="link-button" onClick={() => void logout()}>
                  {t('header.logout')}
                </button>
              </>
            ) : (
              <>
                <Link to="/account/login">{t('header.login')}</Link>
                <Link to="/account/register">{t('header.register')}</Link>
              </>
            )}
            <span className="hours">{t('common.working_hours', { hours })}</span>
            <LanguageSelect />
          </nav>
        </div>
      </div>
      <div className="container header-main">
        <Link to="/" className="logo-link">
          {publicData ? (
            <ShopImage src={publicData.shop.logo} alt={publicData.shop.name} width={180} height={48} />
          ) : (
            <span className="logo-placeholder" />
          )}
        </Link>
        <nav className="main-nav" aria-label="main">
          {nav.map((item) => {
            const target = navTarget(item);
            return target.external ? (
              <a key={item.name} href={target.href} target="_blank" rel="noopener noreferrer">
                {item.name}
              </a>
            ) : (
              <Link key={item.name} to={target.href}>
                {item.name}
              </Link>
            );
          })}
        </nav>
      </div>
    </header>
  );
}
