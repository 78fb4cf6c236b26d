import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isValidPassword } from '../../../domain/validation';
import { FormField } from '../../components/form-field';
import { api, call } from '../../lib/api';

type Fields = 'account' | 'code' | 'password' | 'password_confirm';

export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [values, setValues] = useState<Record<Fields, string>>({ account: '', code: '', password: '', password_confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const bind = (name: Fields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    if (!values.account.trim()) {
      setErrors({ account: t('account.required', { field: t('account.account_label') }) });
      return;
    }
    setErrors({});
    setBusy(true);
    const sent = await call(api.POST('/account/forgotPassword', { body: { account: values.account.trim() } }));
    setBusy(false);
    if (sent) setStep('reset');
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<Fields, string>> = {};
    if (!/^\d{6}$/.test(values.code.trim())) next.code = t('errors.reset_code_invalid');
    if (!isValidPassword(values.password)) next.password = t('errors.password_weak');
    if (values.password !== values.password_confirm) next.password_confirm = t('errors.password_mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const done = await call(
      api.POST('/account/resetPassword', {
        body: { account: values.account.trim(), code: values.code.trim(), password: values.password, password_confirm: values.password_confirm },
      }),
    );
    setBusy(false);
    if (done) navigate('/account/login', { replace: true });
  }

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('account.forgot_title')}</h1>
      {step === 'request' ? (
        <form onSubmit={requestCode} noValidate>
          <FormField label={t('account.account_label')} autoComplete="username" {...bind('account')} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('account.send_code')}
          </button>
        </form>
      ) : (
        <form onSubmit={reset} noValidate>
          <p className="field-hint">{t('account.code_sent_hint')}</p>
          <FormField label={t('account.code_label')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" {...bind('code')} />
          <FormField label={t('account.password_label')} type="password" autoComplete="new-password" hint={t('account.password_hint')} {...bind('password')} />
          <FormField label={t('account.password_confirm_label')} type="password" autoComplete="new-password" {...bind('password_confirm')} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('account.reset_button')}
          </button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/account/login">{t('account.login_link')}</Link>
      </div>
    </section>
  );
}
