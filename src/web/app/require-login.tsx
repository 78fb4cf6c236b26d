/**
 * The login guard on the routes that need an account (cart, checkout, payment, the user area; spec §6 "must log in
 * for cart and orders"). Guests see one prompt with a login link that remembers where they were (back_url); the
 * page behind the guard is not loaded at all.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LoginLink } from '../components/login-link';
import { useSession } from '../../client/lib/session-store';

/** As a layout route it guards its child routes; with children it guards them. */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const token = useSession((s) => s.token);
  if (token) return <>{children ?? <Outlet />}</>;
  return children ? <LoginPrompt /> : <div className="container"><LoginPrompt /></div>;
}

function LoginPrompt() {
  const { t } = useTranslation();
  // `ck-empty` and `user-login` are the hooks the journeys (tests/e2e) use for this prompt.
  return (
    <div className="user-login ck-empty login-required" role="status">
      <p>{t('errors.not_logged_in')}</p>
      <LoginLink className="btn btn-primary">{t('header.login')}</LoginLink>
    </div>
  );
}
