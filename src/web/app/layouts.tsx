/** Layouts of spec §2. Every layout shows "Site closed" when the shop's pc_status is off. */
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Link } from '../../client/components/navigation';
import { Header } from './shell/header';
import { LanguageSelect } from './shell/language-select';
import { ShopImage } from '../../client/components/shop-image';
import { SideMenu } from './shell/side-menu';
import { SiteClosed } from './shell/site-closed';
import { UserMenu } from './shell/user-menu';
import { RequireLogin } from './require-login';
import { usePublicData } from '../../client/api/session-queries';
import { lazyRoute } from '../../client/lib/lazy-route';

const belowFold = () => import('./shell/below-fold');
const AboutBlock = lazyRoute<object>(() => belowFold().then((parts) => ({ default: parts.AboutBlock })));
const Footer = lazyRoute<object>(() => belowFold().then((parts) => ({ default: parts.Footer })));
const FloatBar = lazyRoute<object>(() => belowFold().then((parts) => ({ default: parts.FloatBar })));

/** The below-the-fold parts (shell/below-fold.tsx), shown when their chunk arrives without holding up the page. */
function BelowFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function OpenShop({ children }: { children: ReactNode }) {
  const closed = usePublicData()?.shop.pc_status === 0;
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
        <BelowFold>
          <AboutBlock />
          <Footer />
          <FloatBar />
        </BelowFold>
      </div>
    </OpenShop>
  );
}

export function LoginLayout() {
  const shop = usePublicData()?.shop;
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
        <BelowFold>
          <Footer />
        </BelowFold>
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
  return (
    <OpenShop>
      <div className="layout layout-user">
        <Header />
        <main className="page container">
          <RequireLogin>
            <div className="user-area">
              <UserMenu />
              <div className="user-page">
                <Outlet />
              </div>
            </div>
          </RequireLogin>
        </main>
        <BelowFold>
          <Footer />
          <FloatBar />
        </BelowFold>
      </div>
    </OpenShop>
  );
}
