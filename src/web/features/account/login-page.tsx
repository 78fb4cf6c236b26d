import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { api, call } from '../../lib/api';
import { takeBackUrl, useSession } from '../../lib/session-store';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      ...(account.trim() ? {} : { account: t('account.required', { field: t('account.account_label') }) }),
      ...(password ? {} : { password: t('account.required', { field: t('account.password_label') }) }),
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    const session = await call(api.POST('/account/login', { body: { account: account.trim(), password } }));
    setBusy(false);
    if (!session) return;
    useSession.getState().setToken(session.token);
    navigate(takeBackUrl(), { replace: true });
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('account.login_title')}</h1>
      <form onSubmit={submit} noValidate>
        <FormField label={t('account.account_label')} name="account" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} error={errors.account} />
        <FormField label={t('account.password_label')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t('account.login_button')}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/account/forget_pwd">{t('account.forgot_link')}</Link>
        <span>
          {t('account.no_account')} <Link to="/account/register">{t('account.register_link')}</Link>
        </span>
      </div>
    </section>
  );
}
