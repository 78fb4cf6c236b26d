import { useQueryClient } from '@tanstack/react-query';
import { useRefreshOnRepeatNavigation } from '../../client/api/use-repeat-navigation';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { NavLink } from '../components/nav-link';
import { isLocale, locales } from '../../domain/i18n/locales';
import { changeLocale, localeNames, useLocale } from '../../client/i18n';
import { api } from '../../client/api/api';
import { useSession } from '../../client/lib/session-store';
import { useStaff } from '../components/staff-context';
import { NAV } from './nav';

/** The back office frame: side navigation, a top bar (user, role, language, sign out) and the page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useStaff();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRefreshOnRepeatNavigation();

  const signOut = async () => {
    await api.POST('/account/logout').catch(() => undefined);
    useSession.getState().setToken(null);
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <div className="adm">
      <aside className="adm-side">
        <div className="adm-brand">
          <span className="adm-brand-mark" aria-hidden="true">
            P
          </span>
          <span>{t('admin.brand')}</span>
        </div>
        <nav aria-label={t('admin.nav.label')}>
          <ul className="adm-nav">
            {NAV.filter((entry) => entry.roles.includes(me.role)).map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className={({ isActive }) => (isActive ? 'adm-nav-link active' : 'adm-nav-link')}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a className="adm-side-shop" href="/pc/">
          {t('admin.nav.shop')}
        </a>
      </aside>
      <div className="adm-main">
        <header className="adm-top">
          <div className="adm-top-user">
            <span className="adm-avatar" aria-hidden="true">
              {me.nickname.slice(0, 1).toUpperCase()}
            </span>
            <span className="adm-top-name">{me.nickname}</span>
            <span className={`adm-badge adm-badge-${me.role}`}>{t(`admin.role.${me.role}`)}</span>
          </div>
          <label className="adm-top-lang">
            <span className="adm-sr">{t('admin.top.language')}</span>
            <select value={locale} onChange={(e) => isLocale(e.target.value) && void changeLocale(e.target.value)}>
              {locales.map((code) => (
                <option key={code} value={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="adm-btn" onClick={() => void signOut()}>
            {t('admin.top.sign_out')}
          </button>
        </header>
        <main className="adm-content">
          <Suspense fallback={<div className="adm-boot" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
