/**
 * Site header (spec §2 Header): top bar with greeting, account links, message centre, language and working hours;
 * main row with logo, search and cart; the category bar with the mega-menu and the decoration's nav links.
 * Non-home pages get the compact header; the main row sticks once scrolled past.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isDesigner } from '../../../domain/roles';
import { linkTarget } from '../../lib/links';
import { useSession } from '../../../client/lib/session-store';
import { CategoryPanel } from '../../components/category-panel';
import { LanguageSelect } from './language-select';
import { SearchBox } from './search-box';
import { ShopImage } from '../../../client/components/shop-image';
import { useLogout } from './use-logout';
import { LoginLink } from '../../components/login-link';
import { usePublicData, useServiceConfig, useUnreadCount } from '../../../client/api/session-queries';

/** spec §5/§6: coupons and member benefits show only when the level name contains "lv" (any case). */
export function showsMemberLinks(levelName: string | undefined): boolean {
  return Boolean(levelName && /lv/i.test(levelName));
}

/** Keeps a left-to-right run such as "09:00-19:00" in order inside right-to-left text (Unicode LRI … PDI). */
export function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/en';
}

function Badge({ count, label }: { count: number; label: string }) {
  return count > 0 ? (
    <span className="badge" aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = isHomePath(pathname);
  const publicData = usePublicData();
  const token = useSession((s) => s.token);
  const newMsg = useUnreadCount();
  // The shop's hours as an admin set them (console settings → service/getConfig); none shown until they load.
  const hours = useServiceConfig()?.working_hours;
  const logout = useLogout();
  const me = publicData?.my;
  const loggedIn = Boolean(token && me && me.user_id > 0);
  const nav = publicData?.decoration.header.show ? publicData.decoration.header.content.data : [];
  const cartCount = me?.cart ?? 0;

  return (
    <header className={`site-header${home ? ' is-home' : ' is-compact'}`}>
      <div className="topbar">
        <div className="container topbar-inner">
          <span className="greeting">{publicData ? t('header.greeting', { shop: publicData.shop.name }) : ' '}</span>
          <nav className="topbar-links" aria-label={t('header.my_account')}>
            {loggedIn ? (
              <>
                <Link to="/user/home" className="user-name">
                  {me?.nickname}
                </Link>
                <Link to="/user/order">{t('header.my_orders')}</Link>
                <Link to="/user/message" className="with-badge">
                  {t('header.messages')}
                  <Badge count={newMsg} label={t('header.unread', { count: newMsg })} />
                </Link>
                {/* spec §5/§6: the task centre link shows only for designers (type_id 4). */}
                {isDesigner(me?.type_id) && <Link to="/user/design">{t('header.task_centre')}</Link>}
                {showsMemberLinks(me?.level_name) && (
                  <>
                    <Link to="/user/coupons">{t('header.coupons')}</Link>
                    <Link to="/equity">{t('header.member_benefits')}</Link>
                  </>
                )}
                <button type="button" className="link-button" onClick={() => void logout()}>
                  {t('header.logout')}
                </button>
              </>
            ) : (
              <>
                <LoginLink>{t('header.login')}</LoginLink>
                <Link to="/account/register">{t('header.register')}</Link>
              </>
            )}
            {hours && <span className="hours">{t('common.working_hours', { hours: isolate(hours) })}</span>}
            <LanguageSelect />
          </nav>
        </div>
      </div>
      <div className="header-sticky">
        <div className="container header-main">
          <Link to="/" className="logo-link" aria-label={publicData?.shop.name ?? 'home'}>
            {publicData ? <ShopImage src={publicData.shop.logo} alt={publicData.shop.name} width={180} height={48} /> : <span className="logo-placeholder" />}
          </Link>
          <SearchBox />
          <Link to="/shop_cart" className="cart-link with-badge">
            <span aria-hidden="true" className="cart-icon" />
            {t('header.cart')}
            <Badge count={cartCount} label={t('header.cart_count', { count: cartCount })} />
          </Link>
        </div>
      </div>
      <div className="category-bar">
        <div className="container category-bar-inner">
          {home ? <span className="category-bar-title">{t('menu.all_categories')}</span> : <CategoryPanel mode="hover" />}
          <MainNav items={nav} />
        </div>
      </div>
    </header>
  );
}

function MainNav({ items }: { items: { name: string; link: { path: string; params: Record<string, string | number> } }[] }) {
  return (
    <nav className="main-nav" aria-label="main">
      {items.map((item) => {
        const target = linkTarget(item.link);
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
  );
}
