/**
 * /payment?order_id=: the amount due and the methods pay/methods offers, unavailable ones disabled with the server's
 * reason (spec §9: orders over AED 1000 only by bank transfer or balance). Balance and credit pay at once; a card
 * goes to the provider's hosted page and comes back to /payment/result; a bank transfer sends the remittance details
 * and voucher for staff to confirm; cash on delivery needs COD delivery.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { ONLINE_LIMIT_FILS, type PaymentMethod } from '../../../domain/order/payment';
import { isReferenceLast6 } from '../../../domain/payment-transfer';
import type { components } from '../../../generated/shop-api';
import { BankAccountPanel } from '../../components/bank-account';
import { FormField } from '../../../client/components/form-field';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { api } from '../../../client/api/api';
import { formatAed } from '../../../domain/format';
import { VoucherField } from '../../components/voucher-field';
import type { Upload } from '../../lib/checkout-api';
import { useLocale } from '../../../client/i18n';
import { Money } from '../../../client/components/money';
import { positiveInt } from '../../../client/lib/params';
import '../../components/checkout.css';

type MethodOption = components['schemas']['PayMethodOption'];

export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderId = positiveInt(params.get('order_id'));
  return (
    <div className="container ck-page ck-narrow">
      <h1 className="ck-title">{t('checkout.payment.title')}</h1>
      {orderId === null ? <NotPayable orderId={null} /> : <Payment key={orderId} orderId={orderId} />}
    </div>
  );
}

function NotPayable({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="ck-panel ck-empty" role="alert">
      <p className="ck-empty-title">{t('checkout.payment.not_payable')}</p>
      <div className="ck-row-actions">
        {orderId !== null && (
          <Link to={`/user/order/detail?id=${orderId}`} className="btn">
            {t('checkout.result.view_order')}
          </Link>
        )}
        <Link to="/user/order" className="btn btn-primary">
          {t('checkout.common.my_orders')}
        </Link>
      </div>
    </div>
  );
}

interface Transfer {
  account_name: string;
  bank: string;
  reference_last6: string;
  voucher: Upload | null;
}
type Prepay = { order_id: number; method: PaymentMethod; transfer?: { account_name: string; bank: string; reference_last6: string; voucher_file_id: number } };
type TransferErrors = Partial<Record<keyof Transfer, string>>;

function Payment({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const navigate = useNavigate();
  const { data, failed, refetch } = usePageQuery(envelope($api.queryOptions('get', '/pay/methods', { params: { query: { order_id: orderId } } })));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<Transfer>({ account_name: '', bank: '', reference_last6: '', voucher: null });
  const [transferErrors, setTransferErrors] = useState<TransferErrors>({});
  const [busy, setBusy] = useState(false);
  // Paying changes the order (its status, its payment): the order's queries refetch.
  const prepay = useShopMutation({ mutationFn: (body: Prepay) => api.POST('/pay/prepay', { body }) });
  const [redirecting, setRedirecting] = useState(false);
  const inFlight = useRef(false);

  if (!data) return failed ? <NotPayable orderId={orderId} /> : <p className="ck-muted">{t('checkout.common.loading')}</p>;

  const chosen = data.methods.find((m) => m.method === method && m.available) ? method : null;

  function validateTransfer(transfer: Transfer): TransferErrors {
    const out: TransferErrors = {};
    if (!transfer.account_name.trim()) out.account_name = t('checkout.address.required', { field: t('checkout.payment.account_name') });
    if (!transfer.bank.trim()) out.bank = t('checkout.address.required', { field: t('checkout.payment.bank') });
    if (!isReferenceLast6(transfer.reference_last6)) out.reference_last6 = t('checkout.payment.reference_invalid');
    if (!transfer.voucher) out.voucher = t('checkout.payment.voucher_required');
    return out;
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    // spec §5: a payment method must be chosen.
    if (!chosen) {
      setMethodError(t('checkout.payment.method_required'));
      return;
    }
    let body: Prepay = { order_id: orderId, method: chosen };
    if (chosen === 'bank_transfer') {
      const found = validateTransfer(transfer);
      setTransferErrors(found);
      if (Object.keys(found).length > 0 || !transfer.voucher) return;
      body = {
        ...body,
        transfer: { account_name: transfer.account_name.trim(), bank: transfer.bank.trim(), reference_last6: transfer.reference_last6.trim(), voucher_file_id: transfer.voucher.id },
      };
    }
    inFlight.current = true;
    setBusy(true);
    const answer = await prepay.run(body);
    if (!answer) {
      inFlight.current = false;
      setBusy(false);
      void refetch();
      return;
    }
    if (answer.result === 'redirect' && answer.redirect_url) {
      setRedirecting(true);
      window.location.assign(answer.redirect_url);
      return;
    }
    navigate(`/payment/result?order_id=${orderId}`, { replace: true });
  }

  const missing = data.missing_files > 0;
  const overLimit = data.amount_due_fils > ONLINE_LIMIT_FILS;
  return (
    <form onSubmit={pay} noValidate>
      <section className="ck-panel ck-pay-head">
        <div>
          <p className="ck-muted">{t('checkout.payment.order_sn', { sn: data.order_sn })}</p>
          <p className="ck-pay-amount">
            <span>{t('checkout.payment.amount_due')}</span> <Money fils={data.amount_due_fils} className="ck-price ck-price-large" />
          </p>
        </div>
        <Link to={`/user/order/detail?id=${orderId}`} className="ck-link">
          {t('checkout.result.view_order')}
        </Link>
      </section>

      {data.methods.every((m) => !m.available) && (
        <p className="ck-warning ck-panel" role="alert">
          {t('checkout.payment.not_payable')} <Link to={`/user/order/detail?id=${orderId}`}>{t('checkout.result.view_order')}</Link>
        </p>
      )}

      {missing && (
        <p className="ck-warning ck-panel" role="alert">
          {t('checkout.payment.missing_files', { count: data.missing_files })}{' '}
          <Link to={`/user/order/detail?id=${orderId}`}>{t('checkout.payment.add_files')}</Link>
        </p>
      )}

      <fieldset className="ck-panel ck-fieldset" aria-describedby={methodError ? 'method-error' : undefined}>
        <legend className="ck-section-title">{t('checkout.payment.choose_method')}</legend>
        {overLimit && (
          <p className="ck-note" role="note">
            {t('checkout.payment.over_limit', { limit: `\u2066${formatAed(ONLINE_LIMIT_FILS, locale)}\u2069` })}
          </p>
        )}
        <div className="ck-choices">
          {data.methods.map((option) => (
            <MethodChoice
              key={option.method}
              option={option}
              checked={chosen === option.method}
              extra={
                option.method === 'balance'
                  ? t('checkout.payment.balance', { amount: `\u2066${formatAed(data.balance_fils, locale)}\u2069` })
                  : option.method === 'credit' && data.credit_available_fils > 0
                    ? t('checkout.payment.credit', { amount: `\u2066${formatAed(data.credit_available_fils, locale)}\u2069` })
                    : null
              }
              onChoose={() => {
                setMethod(option.method);
                setMethodError(null);
              }}
            />
          ))}
        </div>
        {methodError && (
          <p id="method-error" className="field-error" role="alert">
            {methodError}
          </p>
        )}
      </fieldset>

      {chosen === 'bank_transfer' && (
        <TransferForm
          orderSn={data.order_sn}
          value={transfer}
          errors={transferErrors}
          onChange={(next) => {
            setTransfer(next);
            // After a refused submit, messages follow the corrections.
            if (Object.keys(transferErrors).length > 0) setTransferErrors(validateTransfer(next));
          }}
        />
      )}

      <div className="ck-pay-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={busy || missing}>
          {redirecting ? t('checkout.payment.redirecting') : busy ? t('checkout.payment.paying') : chosen === 'bank_transfer' ? t('checkout.payment.transfer_submit') : t('checkout.payment.pay_now', { amount: `\u2066${formatAed(data.amount_due_fils, locale)}\u2069` })}
        </button>
      </div>
    </form>
  );
}

function MethodChoice({ option, checked, extra, onChoose }: { option: MethodOption; checked: boolean; extra: string | null; onChoose(): void }) {
  const { t } = useTranslation('checkout');
  return (
    <label className={`ck-choice${checked ? ' is-chosen' : ''}${option.available ? '' : ' is-disabled'}`} data-method={option.method}>
      <input type="radio" name="method" value={option.method} checked={checked} disabled={!option.available} onChange={onChoose} />
      <span className={`ck-method-icon ck-method-${option.method}`} aria-hidden="true" />
      <span className="ck-choice-text">
        <strong>{t(`checkout.pay_method.${option.method}`)}</strong>
        <span className="ck-muted ck-small">{t(`checkout.pay_method_hint.${option.method}`)}</span>
        {extra && <span className="ck-small">{extra}</span>}
        {!option.available && option.reason && <span className="ck-reason ck-small">{t('checkout.payment.unavailable', { reason: option.reason })}</span>}
      </span>
    </label>
  );
}

function TransferForm({ orderSn, value, errors, onChange }: { orderSn: string; value: Transfer; errors: TransferErrors; onChange(next: Transfer): void }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="ck-panel" aria-labelledby="ck-transfer-title">
      <h2 id="ck-transfer-title" className="ck-section-title">
        {t('checkout.payment.transfer_title')}
      </h2>
      <BankAccountPanel hint={t('checkout.payment.bank_hint', { sn: `\u2066${orderSn}\u2069` })} />
      <div className="ck-form-grid">
        <FormField label={t('checkout.payment.account_name')} name="account_name" maxLength={100} value={value.account_name} onChange={(e) => onChange({ ...value, account_name: e.target.value })} error={errors.account_name} />
        <FormField label={t('checkout.payment.bank')} name="bank" maxLength={100} value={value.bank} onChange={(e) => onChange({ ...value, bank: e.target.value })} error={errors.bank} />
        <FormField
          label={t('checkout.payment.reference_last6')}
          name="reference_last6"
          dir="ltr"
          maxLength={6}
          autoComplete="off"
          value={value.reference_last6}
          onChange={(e) => onChange({ ...value, reference_last6: e.target.value })}
          error={errors.reference_last6}
        />
        <VoucherField
          id="ck-voucher"
          testId="voucher-input"
          value={value.voucher}
          error={errors.voucher}
          onChange={(voucher) => onChange({ ...value, voucher })}
          text={{
            label: t('checkout.payment.voucher'),
            upload: t('checkout.payment.voucher_upload'),
            replace: t('checkout.file.replace'),
            hint: t('checkout.payment.voucher_hint'),
            wrongType: t('checkout.payment.voucher_type'),
            failed: t('checkout.file.failed'),
            uploading: (percent) => t('checkout.file.uploading', { percent }),
          }}
        />
      </div>
    </section>
  );
}
