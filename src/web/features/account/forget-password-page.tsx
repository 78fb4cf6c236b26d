import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isValidPassword } from '../../../domain/validation';
import { forgotPassword } from '../../../generated/forms/forgotPassword';
import { resetPassword } from '../../../generated/forms/resetPassword';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import type { paths } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { useShopMutation } from '../../../client/api/query';

type ForgotBody = NonNullable<paths['/account/forgotPassword']['post']['requestBody']>['content']['application/json'];
type ResetBody = NonNullable<paths['/account/resetPassword']['post']['requestBody']>['content']['application/json'];

type Fields = 'account' | 'code' | 'password' | 'password_confirm';

const labels: Record<Fields, string> = {
  account: 'account.account_label',
  code: 'account.code_label',
  password: 'account.password_label',
  password_confirm: 'account.password_confirm_label',
};

export default function ForgetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  /** What each field says when the contract or the shop's rules refuse it. */
  const messages: Record<Fields, string> = {
    account: t('account.required', { field: t(labels.account) }),
    code: t('errors.reset_code_invalid'),
    password: t('errors.password_weak'),
    password_confirm: t('errors.password_mismatch'),
  };
  const common = {
    label: (field: Fields) => t(labels[field]),
    message: (field: Fields, keyword: string) => (keyword === 'maxLength' && field !== 'code' ? undefined : messages[field]),
  };
  const request = useForm({
    defaultValues: { account: '' },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({ validate: forgotPassword, toBody: (values: { account: string }) => ({ account: values.account.trim() }), ...common }),
  });
  // The second step sends the account typed in the first with the code and the new password.
  const resetForm = useForm({
    defaultValues: { code: '', password: '', password_confirm: '' },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: resetPassword,
      toBody: (values: { code: string; password: string; password_confirm: string }) => ({
        account: request.getValues('account').trim(),
        code: values.code.trim(),
        password: values.password,
        password_confirm: values.password_confirm,
      }),
      ...common,
      refine: (values) => ({
        password: !isValidPassword(values.password) && messages.password,
        password_confirm: values.password !== values.password_confirm && messages.password_confirm,
      }),
    }),
  });
  const busy = request.formState.isSubmitting || resetForm.formState.isSubmitting;
  const requestField = (name: 'account') => ({ error: request.formState.errors[name]?.message, ...request.register(name) });
  const resetField = (name: 'code' | 'password' | 'password_confirm') => ({ error: resetForm.formState.errors[name]?.message, ...resetForm.register(name) });

  const forgot = useShopMutation({ mutationFn: (body: ForgotBody) => api.POST('/account/forgotPassword', { body }) });
  const setNewPassword = useShopMutation({ mutationFn: (body: ResetBody) => api.POST('/account/resetPassword', { body }) });
  const requestCode = request.handleSubmit(async (body) => {
    const sent = await forgot.run(body);
    if (sent) setStep('reset');
  });

  const reset = resetForm.handleSubmit(async (body) => {
    const done = await setNewPassword.run(body);
    if (done) navigate('/account/login', { replace: true });
  });

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('account.forgot_title')}</h1>
      {step === 'request' ? (
        <form onSubmit={requestCode} noValidate>
          <FormField label={t('account.account_label')} autoComplete="username" {...requestField('account')} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t('account.send_code')}
          </button>
        </form>
      ) : (
        <form onSubmit={reset} noValidate>
          <p className="field-hint">{t('account.code_sent_hint')}</p>
          <FormField label={t('account.code_label')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" {...resetField('code')} />
          <FormField label={t('account.password_label')} type="password" autoComplete="new-password" hint={t('account.password_hint')} {...resetField('password')} />
          <FormField label={t('account.password_confirm_label')} type="password" autoComplete="new-password" {...resetField('password_confirm')} />
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
