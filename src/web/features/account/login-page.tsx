import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { login } from '../../../generated/forms/login';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import type { paths } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { useShopMutation } from '../../../client/api/query';
import { takeBackUrl, useSession } from '../../../client/lib/session-store';

type LoginBody = NonNullable<paths['/account/login']['post']['requestBody']>['content']['application/json'];

const labels = { account: 'account.account_label', password: 'account.password_label' } as const;

export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { account: '', password: '' },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: login,
      toBody: (values: { account: string; password: string }) => ({ account: values.account.trim(), password: values.password }),
      label: (field) => t(labels[field]),
      message: (field, keyword) => (keyword === 'required' || keyword === 'minLength' ? t('account.required', { field: t(labels[field]) }) : undefined),
    }),
  });
  const { errors, isSubmitting: busy } = formState;

  const signIn = useShopMutation({ mutationFn: (body: LoginBody) => api.POST('/account/login', { body }) });
  const submit = handleSubmit(async (body) => {
    const session = await signIn.run(body);
    if (!session) return;
    useSession.getState().setToken(session.token);
    navigate(takeBackUrl(), { replace: true });
  });

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('account.login_title')}</h1>
      <form onSubmit={submit} noValidate>
        <FormField label={t('account.account_label')} autoComplete="username" error={errors.account?.message} {...register('account')} />
        <FormField label={t('account.password_label')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
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
