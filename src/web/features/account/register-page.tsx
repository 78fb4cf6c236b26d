import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { isValidEmail, isValidPassword, isValidPhone } from '../../../domain/validation';
import { register as registerBody } from '../../../generated/forms/register';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import type { paths } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { useShopMutation } from '../../../client/api/query';
import { takeBackUrl, useSession } from '../../../client/lib/session-store';

type RegisterBody = NonNullable<paths['/account/register']['post']['requestBody']>['content']['application/json'];
type LoginBody = NonNullable<paths['/account/login']['post']['requestBody']>['content']['application/json'];

type AccountType = 'personal' | 'enterprise';
type Fields = 'nickname' | 'company_name' | 'mobile' | 'email' | 'password' | 'password_confirm';

const labels: Record<Fields, string> = {
  nickname: 'account.nickname_label',
  company_name: 'account.company_label',
  mobile: 'account.mobile_label',
  email: 'account.email_label',
  password: 'account.password_label',
  password_confirm: 'account.password_confirm_label',
};

export default function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [type, setType] = useState<AccountType>('personal');
  /** What each field says when the contract or the shop's rules refuse it. */
  const messages: Record<Fields, string> = {
    nickname: t('account.required', { field: t(labels.nickname) }),
    company_name: t('errors.company_required'),
    mobile: t('errors.phone_invalid'),
    email: t('errors.email_invalid'),
    password: t('errors.password_weak'),
    password_confirm: t('errors.password_mismatch'),
  };
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { nickname: '', company_name: '', mobile: '', email: '', password: '', password_confirm: '' } satisfies Record<Fields, string>,
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: registerBody,
      toBody: (values: Record<Fields, string>) => ({
        type,
        nickname: values.nickname.trim(),
        mobile: values.mobile.trim(),
        password: values.password,
        password_confirm: values.password_confirm,
        ...(type === 'enterprise' ? { company_name: values.company_name.trim() } : {}),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
      }),
      label: (field) => t(labels[field]),
      message: (field, keyword) => (keyword === 'maxLength' ? undefined : messages[field]),
      refine: (values) => ({
        company_name: type === 'enterprise' && !values.company_name.trim() && messages.company_name,
        mobile: !isValidPhone(values.mobile) && messages.mobile,
        email: values.email.trim() !== '' && !isValidEmail(values.email.trim()) && messages.email,
        password: !isValidPassword(values.password) && messages.password,
        password_confirm: values.password !== values.password_confirm && messages.password_confirm,
      }),
    }),
  });
  const { errors, isSubmitting: busy } = formState;
  const field = (name: Fields) => ({ error: errors[name]?.message, ...register(name) });

  const registerAccount = useShopMutation({ mutationFn: (body: RegisterBody) => api.POST('/account/register', { body }) });
  const signIn = useShopMutation({ mutationFn: (body: LoginBody) => api.POST('/account/login', { body }), quiet: true });
  const submit = handleSubmit(async (body) => {
    const created = await registerAccount.run(body);
    if (!created) return;
    // Registered: log straight in with the same credentials.
    const session = await signIn.run({ account: body.mobile, password: body.password });
    if (session) {
      useSession.getState().setToken(session.token);
      navigate(takeBackUrl(), { replace: true });
    } else navigate('/account/login', { replace: true });
  });

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
        <FormField label={t('account.nickname_label')} autoComplete="nickname" {...field('nickname')} />
        {type === 'enterprise' && <FormField label={t('account.company_label')} autoComplete="organization" {...field('company_name')} />}
        <FormField label={t('account.mobile_label')} type="tel" autoComplete="tel" dir="ltr" {...field('mobile')} />
        <FormField label={t('account.email_label')} type="email" autoComplete="email" dir="ltr" {...field('email')} />
        <FormField label={t('account.password_label')} type="password" autoComplete="new-password" hint={t('account.password_hint')} {...field('password')} />
        <FormField label={t('account.password_confirm_label')} type="password" autoComplete="new-password" {...field('password_confirm')} />
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
