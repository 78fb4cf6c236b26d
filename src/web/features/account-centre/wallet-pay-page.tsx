/**
 * /user/user_wallet_pay — top up the balance by bank transfer (spec §3 Recharge: amount, account name, bank, last six
 * characters of the remittance reference) with the remittance voucher (upload/voucher). The request waits for staff
 * to confirm the money arrived; the list below shows every request with its status.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { recharge } from '../../../generated/forms/recharge';
import type { components, paths } from '../../../generated/shop-api';
import { BankAccountPanel } from '../../components/bank-account';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { Pager } from '../../../client/components/pager';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { api } from '../../../client/api/api';
import { formatAed } from '../../../domain/format';
import { formatDateTime } from '../../../client/format/format';
import { VoucherField } from '../../components/voucher-field';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../../client/components/money';
import { checkTopUpAmount as checkAmount, isReferenceLast6 } from '../../../domain/payment-transfer';
import { useLocale } from '../../../client/i18n';
import { PAGE_SIZES } from '../../../domain/limits';
import './user-centre.css';

type Upload = components['schemas']['Upload'];
type Recharge = components['schemas']['Recharge'];

interface Form {
  amount: string;
  account_name: string;
  bank: string;
  reference_last6: string;
  voucher: Upload | null;
}
type RechargeBody = NonNullable<paths['/wallet/recharge']['post']['requestBody']>['content']['application/json'];
const EMPTY: Form = { amount: '', account_name: '', bank: '', reference_last6: '', voucher: null };
const PAGE_SIZE = PAGE_SIZES.recharges.default;
/** Help article 9: payment help, with where to send the money (spec §2 footer help articles). */

export default function WalletPayPage() {
  const { t } = useTranslation('account-centre');
  const [page, setPage] = useState(1);
  const wallet = usePageQuery(envelope($api.queryOptions('get', '/user/wallet')));
  const requests = usePageQuery(envelope($api.queryOptions('get', '/wallet/recharges', { params: { query: { page_no: page, page_size: PAGE_SIZE } } })));
  return (
    <section className="uc-page" aria-labelledby="uc-top-up-title">
      <div className="uc-page-head">
        <h1 id="uc-top-up-title" className="uc-title">
          {t('uc.top_up.title')}
        </h1>
        <Link to="/user/user_wallet" className="uc-link">
          {t('uc.top_up.back')}
        </Link>
      </div>
      <TopUpForm balanceFils={wallet.data?.balance_fils ?? null} />
      <div className="uc-panel" id="requests">
        <h2 className="uc-section-title">{t('uc.top_up.requests')}</h2>
        {!requests.data ? (
          <p className="uc-muted">{requests.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
        ) : requests.data.lists.length === 0 ? (
          <EmptyState icon="wallet">
            <p>{t('uc.top_up.no_requests')}</p>
          </EmptyState>
        ) : (
          <>
            <table className="uc-table uc-requests">
              <thead>
                <tr>
                  <th scope="col">{t('uc.top_up.submitted')}</th>
                  <th scope="col" className="uc-num">
                    {t('uc.wallet.amount')}
                  </th>
                  <th scope="col">{t('uc.top_up.from')}</th>
                  <th scope="col">{t('uc.top_up.reference')}</th>
                  <th scope="col">{t('uc.top_up.voucher')}</th>
                  <th scope="col">{t('uc.top_up.status')}</th>
                </tr>
              </thead>
              <tbody>
                {requests.data.lists.map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </tbody>
            </table>
            <Pager pageNo={requests.data.page_no} pageSize={requests.data.page_size} count={requests.data.count} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

function RequestRow({ request }: { request: Recharge }) {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  return (
    <tr data-recharge-id={request.id} data-status={request.status}>
      <td>
        <time dateTime={request.created_at}>{formatDateTime(request.created_at, locale)}</time>
      </td>
      <td className="uc-num">
        <Money fils={request.amount_fils} className="uc-amount" />
      </td>
      <td>
        {request.account_name}
        <span className="uc-muted uc-small uc-block">{request.bank}</span>
      </td>
      <td>
        <bdi dir="ltr" className="uc-mono">
          {request.reference_last6}
        </bdi>
      </td>
      <td className="uc-file-cell">{request.voucher ? <bdi>{request.voucher.name}</bdi> : '—'}</td>
      <td>
        <span className={`uc-tag uc-recharge-${request.status}`}>{t(`uc.top_up.status_${request.status}`)}</span>
        {request.confirmed_at && (
          <time className="uc-muted uc-small uc-block" dateTime={request.confirmed_at}>
            {formatDateTime(request.confirmed_at, locale)}
          </time>
        )}
        {request.reject_reason && <span className="uc-small uc-block uc-reject-reason">{t('uc.top_up.reject_reason', { reason: request.reject_reason })}</span>}
      </td>
    </tr>
  );
}

function TopUpForm({ balanceFils }: { balanceFils: number | null }) {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  const inFlight = useRef(false);
  const required = (field: 'account_name' | 'bank') => t('uc.top_up.required', { field: t(`uc.top_up.${field}`) });
  // After a refused submit, messages follow the corrections (react-hook-form re-validates on change).
  const { register, handleSubmit, control, reset, formState } = useForm({
    defaultValues: EMPTY,
    shouldFocusError: false,
    resolver: contractResolver({
      validate: recharge,
      toBody: (form: Form) => {
        const amount = checkAmount(form.amount);
        return {
          amount_fils: 'fils' in amount ? amount.fils : undefined,
          account_name: form.account_name.trim(),
          bank: form.bank.trim(),
          reference_last6: form.reference_last6.trim(),
          voucher_file_id: form.voucher?.id,
        };
      },
      fields: { amount_fils: 'amount', voucher_file_id: 'voucher' },
      label: (field) => t(`uc.top_up.${field}`),
      message: (field, keyword, form) => {
        if (keyword === 'maxLength') return undefined;
        if (field === 'amount') {
          const amount = checkAmount(form.amount);
          return t(`uc.top_up.${'problem' in amount ? amount.problem : 'amount_invalid'}`);
        }
        if (field === 'voucher') return t('uc.top_up.voucher_required');
        if (field === 'account_name' || field === 'bank') return required(field);
        return undefined;
      },
      refine: (form) => ({
        account_name: !form.account_name.trim() && required('account_name'),
        bank: !form.bank.trim() && required('bank'),
        reference_last6: !isReferenceLast6(form.reference_last6) && t('uc.top_up.reference_invalid'),
      }),
    }),
  });
  const { errors, isSubmitting: busy } = formState;
  // A request shows in the list below and in the wallet's pending requests.
  const sendRequest = useShopMutation({
    mutationFn: (body: RechargeBody) => api.POST('/wallet/recharge', { body }),
  });
  const field = (name: Exclude<keyof Form, 'voucher'>) => ({ error: errors[name]?.message, ...register(name) });

  // handleSubmit runs in the submit event (it reads the in-flight guard then, never during render).
  const submit = (event: FormEvent) =>
    handleSubmit(
      async (body) => {
        if (inFlight.current || body.amount_fils === undefined || body.voucher_file_id === undefined) return;
        inFlight.current = true;
        const answer = await sendRequest.run({ ...body, amount_fils: body.amount_fils, voucher_file_id: body.voucher_file_id });
        inFlight.current = false;
        if (answer) reset(EMPTY);
      },
      // The first refused field takes the focus once its message is on screen (the voucher: its upload button).
      () => requestAnimationFrame(() => document.querySelector<HTMLElement>('.uc-top-up [aria-invalid="true"], .uc-top-up .has-error button')?.focus()),
    )(event);

  return (
    <form className="uc-panel uc-top-up" onSubmit={submit} noValidate aria-labelledby="uc-top-up-form-title">
      <h2 id="uc-top-up-form-title" className="uc-section-title">
        {t('uc.wallet.top_up')}
      </h2>
      <p className="uc-intro">{t('uc.top_up.intro')}</p>
      <BankAccountPanel hint={t('uc.top_up.bank_hint')} />
      <p className="uc-top-up-meta">
        {balanceFils !== null && <span className="uc-muted">{t('uc.top_up.balance_now', { amount: `\u2066${formatAed(balanceFils, locale)}\u2069` })}</span>}
      </p>
      <div className="uc-form-grid">
        <FormField
          label={t('uc.top_up.amount')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          {...field('amount')}
          hint={t('uc.top_up.amount_hint')}
        />
        <FormField
          label={t('uc.top_up.account_name')}
          maxLength={100}
          autoComplete="name"
          {...field('account_name')}
          hint={t('uc.top_up.account_name_hint')}
        />
        <FormField label={t('uc.top_up.bank')} maxLength={100} {...field('bank')} />
        <FormField
          label={t('uc.top_up.reference_last6')}
          dir="ltr"
          maxLength={6}
          autoComplete="off"
          {...field('reference_last6')}
          hint={t('uc.top_up.reference_hint')}
        />
        <Controller
          control={control}
          name="voucher"
          render={({ field: voucher, fieldState }) => (
            <VoucherField
              id="uc-voucher"
              testId="top-up-voucher-input"
              value={voucher.value}
              error={fieldState.error?.message}
              onChange={voucher.onChange}
              text={{
                label: t('uc.top_up.voucher'),
                upload: t('uc.top_up.voucher_upload'),
                replace: t('uc.top_up.voucher_replace'),
                hint: t('uc.top_up.voucher_hint'),
                wrongType: t('uc.top_up.voucher_type'),
                failed: t('uc.top_up.upload_failed'),
                uploading: (percent) => t('uc.top_up.uploading', { percent }),
              }}
            />
          )}
        />
      </div>
      <div className="uc-form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
          {busy ? t('uc.top_up.submitting') : t('uc.top_up.submit')}
        </button>
      </div>
    </form>
  );
}

