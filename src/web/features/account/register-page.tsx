import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isValidEmail, isValidPassword, isValidPhone } from '../../../domain/validation';
import { FormField } from '../../components/form-field';
import { api, call } from '../../lib/api';
import { takeBackUrl, useSession } from '../../lib/session-store';

type AccountType = 'personal' | 'enterprise';
type Fields = 'nickname' | 'company_name' | 'mobile' | 'email' | 'password' | 'password_confirm';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<AccountType>('personal');
  const [values, setValues] = useState<Record<Fields, string>>({
    nickname: '',
    company_name: '',
    mobile: '',
    email: '',
    password: '',
    password_confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [busy, setBusy] = useState(false);

  const bind = (name: Fields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  function check(): Partial<Record<Fields, string>> {
    const next: Partial<Record<Fields, string>> = {};
    if (values.nickname.trim().length < 2) next.nickname = t('account.required', { field: t('account.nickname_label') });
    if (type === 'enterprise' && !values.company_name.trim()) next.company_name = t('errors.company_required');
    if (!isValidPhone(values.mobile)) next.mobile = t('errors.phone_invalid');
    if (values.email.trim() && !isValidEmail(values.email.trim())) next.email = t('errors.email_invalid');
    if (!isValidPassword(values.password)) next.password = t('errors.password_weak');
    if (values.password !== values.password_confirm) next.password_confirm = t('errors.password_mismatch');
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = check();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const body = {
      type,
      nickname: values.nickname.trim(),
      mobile: values.mobile.trim(),
      password: values.password,
      password_confirm: values.password_confirm,
      ...(type === 'enterprise' ? { company_name: values.company_name.trim() } : {}),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
    };
    const created = await call(api.POST('/account/register', { body }));
    if (!created) {
      setBusy(false);
      return;
    }
    // Registered: log straight in with the same credentials.
    const session = await call(api.POST('/account/login', { body: { account: body.mobile, password: body.password } }), { quiet: true });
    setBusy(false);
    if (session) {
      useSession.getState().setToken(session.token);
      navigate(takeBackUrl(), { replace: true });
    } else navigate('/account/login', { replace: true });
  }

  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('account.register_title')}</h1>
      <div className="segmented" role="tablist">
        {(['personal', 'enterprise'] as const).map((option) => (
          <button key={option} type="button" role="tab" aria-selected={type === option} className={type === option ? 'active' : ''} onClick={() => setType(option)}>
            {t(`account.${option}`)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate>
        <FormField label={t('account.nickname_label')} autoComplete="nickname" {...bind('nickname')} />
        {type === 'enterprise' && <FormField label={t('account.company_label')} autoComplete="organization" {...bind('company_name')} />}
        <FormField label={t('account.mobile_label')} type="tel" autoComplete="tel" dir="ltr" {...bind('mobile')} />
        <FormField label={t('account.email_label')} type="email" autoComplete="email" dir="ltr" {...bind('email')} />
        <FormField label={t('account.password_label')} type="password" autoComplete="new-password" hint={t('account.password_hint')} {...bind('password')} />
        <FormField label={t('account.password_confirm_label')} type="password" autoComplete="new-password" {...bind('password_confirm')} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t('account.register_button')}
        </button>
      </form>
      <div className="auth-links">
        <span>
          {t('account.have_account')} <Link to="/account/login">{t('account.login_link')}</Link>
        </span>
      </div>
    </section>
  );
}
