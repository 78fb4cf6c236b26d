import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Navigate } from '../../../client/components/navigation';
import { isStaffRole } from '../../../domain/roles';
import { api } from '../../../client/api/api';
import { settle, useShopMutation } from '../../../client/api/query';
import { useSession } from '../../../client/lib/session-store';
import { staffMeQuery, useStaffMe } from '../../app/staff-session';

const FIELD_MAX = 64; // the contract's account/login limits

/**
 * Staff sign in with their own shop account (`account/login`, without the shop's "Login successful" toast); the new
 * session is checked with `staff/me` before it becomes the browser's session. A customer's account gets one message —
 * the console is for staff — and its new session is ended at once; the session the browser already had (the shop's)
 * is left as it was.
 */
export default function SignInPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { me } = useStaffMe();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState(Boolean((location.state as { refused?: boolean } | null)?.refused));
  const signIn = useShopMutation({ mutationFn: (body: { account: string; password: string }) => api.POST('/account/login', { body }), toast: false });

  if (me && isStaffRole(me.role) && !refused) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(false);
    const session = await signIn.run({ account: account.trim(), password });
    if (!session) return;
    // The new session, named on these calls only: the browser's own session changes only for staff.
    const headers = { token: session.token };
    const staff = await settle(api.GET('/staff/me', { headers })).then(
      ({ data }) => data,
      () => null,
    );
    if (!staff || !isStaffRole(staff.role)) {
      await api.POST('/account/logout', { headers }).catch(() => undefined);
      setRefused(true);
      return;
    }
    useSession.getState().setToken(session.token);
    queryClient.setQueryData(staffMeQuery.queryKey, staff);
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : '/', { replace: true });
  };

  return (
    <main className="adm-signin">
      <form className="adm-signin-card" onSubmit={(e) => void submit(e)}>
        <div className="adm-brand adm-brand-dark">
          <span className="adm-brand-mark" aria-hidden="true">
            P
          </span>
          <span>{t('admin.brand')}</span>
        </div>
        <h1>{t('admin.sign_in.title')}</h1>
        <p className="adm-muted">{t('admin.sign_in.intro')}</p>
        {refused && (
          <p className="adm-callout adm-callout-error" role="alert">
            {t('admin.sign_in.not_staff')}
          </p>
        )}
        <label className="adm-field">
          <span>{t('admin.sign_in.account')}</span>
          <input name="account" dir="auto" autoComplete="username" required maxLength={FIELD_MAX} value={account} onChange={(e) => setAccount(e.target.value)} />
        </label>
        <label className="adm-field">
          <span>{t('admin.sign_in.password')}</span>
          <input name="password" type="password" autoComplete="current-password" required maxLength={FIELD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="adm-btn adm-btn-primary adm-btn-block" disabled={signIn.pending}>
          {t('admin.sign_in.submit')}
        </button>
        <a className="adm-link" href="/pc/">
          {t('admin.nav.shop')}
        </a>
      </form>
    </main>
  );
}
