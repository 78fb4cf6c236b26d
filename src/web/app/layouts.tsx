/** Layouts of spec §2. Every layout shows "Site closed" when the shop's pc_status is off. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { AboutBlock } from '../components/about-block';
import { FloatBar } from '../components/float-bar';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { LanguageSelect } from '../components/language-select';
import { LoginLink } from '../components/login-link';
import { ShopImage } from '../components/shop-image';
import { SideMenu } from '../components/side-menu';
import { SiteClosed } from '../components/site-closed';
import { UserMenu } from '../components/user-menu';
import { useSession } from '../lib/session-store';

function OpenShop({ children }: { children: ReactNode }) {
  const closed = useSession((s) => s.publicData?.shop.pc_status === 0);
  return closed ? <SiteClosed /> : <>{children}</>;
}

/** Header, category bar, page, about block, footer, side menu and floating contact bar. */
export function DefaultLayout() {
  return (
    <OpenShop>
      <div className="layout layout-default">
        <Header />
        <SideMenu />
        <main className="page">
          <Outlet />
        </main>
        <AboutBlock />
        <Footer />
        <FloatBar />
      </div>
    </OpenShop>
  );
}

export function LoginLayout() {
  const shop = useSession((s) => s.publicData?.shop);
  return (
    <OpenShop>
      <div className="layout layout-login">
        <header className="login-header">
          <div className="container login-header-inner">
            <Link to="/" className="logo-link">
              {shop ? <ShopImage src={shop.logo} alt={shop.name} width={180} height={48} /> : <span className="logo-placeholder" />}
            </Link>
            <LanguageSelect />
          </div>
        </header>
        <main className="login-main">
          <Outlet />
        </main>
        <Footer />
      </div>
    </OpenShop>
  );
}

export function BareLayout() {
  return (
    <OpenShop>
      <div className="layout layout-bare">
        <Outlet />
      </div>
    </OpenShop>
  );
}

/** User area: header, the member-centre menu (255 px) beside the page, footer. Guests are asked to log in first. */
export function UserLayout() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  return (
    <OpenShop>
      <div className="layout layout-user">
        <Header />
        <main className="page container">
          {token ? (
            <div className="user-area">
              <UserMenu />
              <div className="user-page">
                <Outlet />
              </div>
            </div>
          ) : (
            <div className="user-login" role="status">
              <p>{t('errors.not_logged_in')}</p>
              <LoginLink className="btn btn-primary">{t('header.login')}</LoginLink>
            </div>
          )}
        </main>
        <Footer />
        <FloatBar />
      </div>
    </OpenShop>
  );
}
