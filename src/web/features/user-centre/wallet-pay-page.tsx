/**
 * /user/user_wallet_pay — top up the balance by bank transfer (spec §3 Recharge: amount, account name, bank, last six
 * characters of the remittance reference) with the remittance voucher (upload/voucher). The request waits for staff
 * to confirm the money arrived; the list below shows every request with its status.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '../../../generated/shop-api';
import { FormField } from '../../components/form-field';
import { Pager } from '../../components/pager';
import { api, call } from '../../lib/api';
import { formatAed, formatDateTime } from '../../lib/format';
import { VoucherField } from '../../components/voucher-field';
import { useApi } from '../../lib/use-api';
import { Empty, Money } from './parts';
import { checkAmount, isReferenceLast6 } from './top-up-rules';
import { useLocale } from './user-centre-i18n';
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
type Errors = Partial<Record<keyof Form, string>>;

const EMPTY: Form = { amount: '', account_name: '', bank: '', reference_last6: '', voucher: null };
const PAGE_SIZE = 10;
/** Help article 9: payment help, with where to send the money (spec §2 footer help articles). */
const PAYMENT_HELP = '/news_list/detail?id=9';

export default function WalletPayPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [page, setPage] = useState(1);
  const wallet = useApi(() => call(api.GET('/user/wallet')), [version]);
  const requests = useApi(() => call(api.GET('/wallet/recharges', { params: { query: { page_no: page, page_size: PAGE_SIZE } } })), [page, version]);
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
      <TopUpForm balanceFils={wallet.data?.balance_fils ?? null} onSubmitted={() => setVersion((v) => v + 1)} />
      <div className="uc-panel" id="requests">
        <h2 className="uc-section-title">{t('uc.top_up.requests')}</h2>
        {!requests.data ? (
          <p className="uc-muted">{requests.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
        ) : requests.data.lists.length === 0 ? (
          <Empty icon="wallet">
            <p>{t('uc.top_up.no_requests')}</p>
          </Empty>
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
  const { t } = useTranslation();
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
      </td>
    </tr>
  );
}

function TopUpForm({ balanceFils, onSubmitted }: { balanceFils: number | null; onSubmitted(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  function validate(value: Form): Errors {
    const out: Errors = {};
    const amount = checkAmount(value.amount);
    if ('problem' in amount) out.amount = t(`uc.top_up.${amount.problem}`);
    if (!value.account_name.trim()) out.account_name = t('uc.top_up.required', { field: t('uc.top_up.account_name') });
    if (!value.bank.trim()) out.bank = t('uc.top_up.required', { field: t('uc.top_up.bank') });
    if (!isReferenceLast6(value.reference_last6)) out.reference_last6 = t('uc.top_up.reference_invalid');
    if (!value.voucher) out.voucher = t('uc.top_up.voucher_required');
    return out;
  }

  function change(next: Form) {
    setForm(next);
    // After a refused submit, messages follow the corrections.
    if (Object.keys(errors).length > 0) setErrors(validate(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(form);
    setErrors(found);
    const amount = checkAmount(form.amount);
    if (Object.keys(found).length > 0 || !form.voucher || 'problem' in amount) {
      document.querySelector<HTMLElement>('.uc-top-up [aria-invalid="true"], .uc-top-up .has-error button')?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    const answer = await call(
      api.POST('/wallet/recharge', {
        body: { amount_fils: amount.fils, account_name: form.account_name.trim(), bank: form.bank.trim(), reference_last6: form.reference_last6.trim(), voucher_file_id: form.voucher.id },
      }),
    );
    inFlight.current = false;
    setBusy(false);
    if (answer) {
      setForm(EMPTY);
      onSubmitted();
    }
  }

  return (
    <form className="uc-panel uc-top-up" onSubmit={submit} noValidate aria-labelledby="uc-top-up-form-title">
      <h2 id="uc-top-up-form-title" className="uc-section-title">
        {t('uc.wallet.top_up')}
      </h2>
      <p className="uc-intro">{t('uc.top_up.intro')}</p>
      <p className="uc-top-up-meta">
        <Link to={PAYMENT_HELP} className="uc-link">
          {t('uc.top_up.bank_details')}
        </Link>
        {balanceFils !== null && <span className="uc-muted">{t('uc.top_up.balance_now', { amount: `\u2066${formatAed(balanceFils, locale)}\u2069` })}</span>}
      </p>
      <div className="uc-form-grid">
        <FormField
          label={t('uc.top_up.amount')}
          name="amount"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={form.amount}
          onChange={(e) => change({ ...form, amount: e.target.value })}
          error={errors.amount}
          hint={t('uc.top_up.amount_hint')}
        />
        <FormField
          label={t('uc.top_up.account_name')}
          name="account_name"
          maxLength={100}
          autoComplete="name"
          value={form.account_name}
          onChange={(e) => change({ ...form, account_name: e.target.value })}
          error={errors.account_name}
          hint={t('uc.top_up.account_name_hint')}
        />
        <FormField label={t('uc.top_up.bank')} name="bank" maxLength={100} value={form.bank} onChange={(e) => change({ ...form, bank: e.target.value })} error={errors.bank} />
        <FormField
          label={t('uc.top_up.reference_last6')}
          name="reference_last6"
          dir="ltr"
          maxLength={6}
          autoComplete="off"
          value={form.reference_last6}
          onChange={(e) => change({ ...form, reference_last6: e.target.value })}
          error={errors.reference_last6}
          hint={t('uc.top_up.reference_hint')}
        />
        <VoucherField
          id="uc-voucher"
          testId="top-up-voucher-input"
          value={form.voucher}
          error={errors.voucher}
          onChange={(voucher) => change({ ...form, voucher })}
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
      </div>
      <div className="uc-form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
          {busy ? t('uc.top_up.submitting') : t('uc.top_up.submit')}
        </button>
      </div>
    </form>
  );
}

