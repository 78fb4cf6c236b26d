/**
 * /customers/:id: one customer — balance, credit limit, debt and what is left of the credit, level, orders — with the
 * newest orders (to the console's order page), the wallet records as the customer sees them, and the customer's audit
 * trail, and the membership panel (level, points, growth records: membership-panel.tsx). Admins adjust the balance
 * (credit or debit, never below zero), the credit limit (never below the debt) and the growth points, each with a
 * reason; staff see the figures only (the server refuses them the adjustments anyway).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { formatAed } from '../../../domain/format';
import { parseAedToFils } from '../../../domain/payment-transfer';
import { BALANCE_ADJUSTMENT_MAX_FILS, CREDIT_LIMIT_MAX_FILS } from '../../../domain/limits';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDate, formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { AuditTable } from '../../components/audit-table';
import { OrderRowsTable } from '../../components/order-rows-table';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import { useStaff } from '../../components/staff-context';
import { MembershipPanel } from './membership-panel';

type Customer = components['schemas']['StaffCustomer'];
type WalletRecord = components['schemas']['WalletRecord'];

/** What an adjustment changes: this page, the customer list and the audit trails. */

export default function CustomerPage() {
  const { t } = useTranslation('admin');
  const id = positiveInt(useParams().id ?? null);
  return (
    <section className="adm-page">
      <p>
        <Link to="/customers" className="adm-link">
          <span aria-hidden="true" className="adm-back">
            ←
          </span>{' '}
          {t('admin.customers.back')}
        </Link>
      </p>
      {id === null ? <p className="adm-muted">{t('admin.common.load_failed')}</p> : <CustomerView key={id} id={id} />}
    </section>
  );
}

function CustomerView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const me = useStaff();
  const { data: view, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/customer/detail', { params: { query: { id } } })));
  const [asking, setAsking] = useState<'balance' | 'limit' | null>(null);
  if (!view) return <p className="adm-muted">{failed ? t('admin.common.load_failed') : t('admin.common.loading')}</p>;
  const c = view.customer;
  const isAdmin = me.role === 'admin';

  return (
    <>
      <header className="adm-page-head adm-order-head">
        <div>
          <h1>
            <bdi>{c.nickname}</bdi> <span className="adm-badge">{t('admin.customers.level_n', { level: c.level })}</span>
          </h1>
          <p className="adm-muted">
            {t(`admin.customers.type.${c.type_id === 2 ? 'enterprise' : c.type_id === 4 ? 'designer' : 'personal'}`)} · <bdi dir="ltr">{c.mobile}</bdi>
            {c.email && (
              <>
                {' · '}
                <bdi dir="ltr">{c.email}</bdi>
              </>
            )}
            {c.company_name && (
              <>
                {' · '}
                <bdi>{c.company_name}</bdi>
              </>
            )}
            {' · '}
            {t('admin.customers.joined_on', { date: formatDate(c.created_at, locale) })}
          </p>
        </div>
      </header>

      <section className="adm-panel" aria-labelledby="figures-title">
        <h2 id="figures-title" className="adm-panel-title">
          {t('admin.customers.figures')}
        </h2>
        <dl className="adm-totals" data-testid="customer-figures">
          <Figure label={t('admin.customers.balance')} fils={c.balance_fils} testId="balance" />
          <Figure label={t('admin.customers.credit_limit')} fils={c.credit_limit_fils} testId="credit-limit" />
          <Figure label={t('admin.customers.debt')} fils={c.credit_used_fils} testId="debt" />
          <Figure label={t('admin.customers.credit_available')} fils={Math.max(0, c.credit_limit_fils - c.credit_used_fils)} />
          <div>
            <dt>{t('admin.customers.orders')}</dt>
            <dd>{c.order_count}</dd>
          </div>
        </dl>
        <div className="adm-action-row adm-pad">
          {isAdmin ? (
            <>
              <button type="button" className="adm-btn adm-btn-primary" onClick={() => setAsking('balance')}>
                {t('admin.customers.adjust_balance')}
              </button>
              <button type="button" className="adm-btn" onClick={() => setAsking('limit')}>
                {t('admin.customers.change_limit')}
              </button>
            </>
          ) : (
            <p className="adm-muted">{t('admin.customers.admins_adjust')}</p>
          )}
        </div>
      </section>

      <MembershipPanel userId={id} canAdjust={isAdmin && me.id !== id} />

      <section className="adm-panel" aria-labelledby="orders-title">
        <h2 id="orders-title" className="adm-panel-title">
          {t('admin.customers.recent_orders')}
        </h2>
        <OrderRowsTable rows={view.recent_orders} loading={loading} failed={failed} />
        {c.order_count > view.recent_orders.length && (
          <p className="adm-muted adm-pad">
            <Link to={`/orders?q=${encodeURIComponent(c.mobile)}`} className="adm-link">
              {t('admin.customers.all_orders', { n: c.order_count })}
            </Link>
          </p>
        )}
      </section>

      <section className="adm-panel" aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="adm-panel-title">
          {t('admin.customers.ledger')}
        </h2>
        <LedgerTable rows={view.ledger} />
      </section>

      <section className="adm-panel" aria-labelledby="audit-title">
        <h2 id="audit-title" className="adm-panel-title">
          {t('admin.customers.audit')}
        </h2>
        <AuditTable userId={id} pageSize={20} />
      </section>

      {asking === 'balance' && <AdjustBalanceDialog customer={c} onClose={() => setAsking(null)} />}
      {asking === 'limit' && <CreditLimitDialog customer={c} onClose={() => setAsking(null)} />}
    </>
  );
}

function Figure({ label, fils, testId }: { label: string; fils: number; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <Money fils={fils} />
      </dd>
    </div>
  );
}

function LedgerTable({ rows }: { rows: WalletRecord[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div className="adm-table-box">
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.audit.when')}</th>
            <th scope="col">{t('admin.customers.record_type')}</th>
            <th scope="col">{t('admin.customers.record_details')}</th>
            <th scope="col" className="adm-num">
              {t('admin.customers.change')}
            </th>
            <th scope="col" className="adm-num">
              {t('admin.customers.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="adm-nowrap">{formatDateTime(r.created_at, locale)}</td>
              <td>
                {t(`admin.customers.reason.${r.reason}`)}
                <span className="adm-muted adm-block">{t(`admin.customers.account.${r.account}`)}</span>
              </td>
              <td>
                {r.note && <bdi>{r.note}</bdi>}
                {r.order_id !== null && r.order_sn && (
                  <Link to={`/orders/${r.order_id}`} className="adm-link">
                    <bdi>{r.order_sn}</bdi>
                  </Link>
                )}
                {!r.note && r.order_id === null && <span className="adm-muted">{r.recharge_id !== null ? t('admin.customers.top_up_ref', { id: r.recharge_id }) : '—'}</span>}
              </td>
              <td className="adm-num">
                <Money fils={r.delta_fils} signed />
              </td>
              <td className="adm-num">
                <Money fils={r.after_fils} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="adm-table-empty">
                {t('admin.customers.no_records')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** An amount typed in AED, checked as the server will: more than zero (or zero when allowed) and at most `max`. */
function useAmount(max: number, allowZero: boolean) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (): number | null => {
    const fils = parseAedToFils(text.trim());
    const problem = fils === null ? t('admin.customers.amount_invalid') : fils > max || (fils === 0 && !allowZero) ? t('admin.customers.amount_range', { max: formatAed(max, locale) }) : null;
    setError(problem);
    return problem === null ? fils : null;
  };
  return { text, setText: (value: string) => (setText(value), setError(null)), error, check };
}

function AdjustBalanceDialog({ customer, onClose }: { customer: Customer; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const amount = useAmount(BALANCE_ADJUSTMENT_MAX_FILS, false);
  const adjust = useShopMutation({
    mutationFn: (body: { user_id: number; direction: 'credit' | 'debit'; amount_fils: number; reason: string }) => api.POST('/staff/customer/adjustBalance', { body }),
  });
  return (
    <ReasonDialog
      {...reasonTexts(t)}
      title={t('admin.customers.adjust_balance')}
      confirmLabel={direction === 'credit' ? t('admin.customers.credit_submit') : t('admin.customers.debit_submit')}
      danger={direction === 'debit'}
      onClose={onClose}
      onConfirm={async (reason) => {
        const fils = amount.check();
        if (fils === null) return false;
        return (await adjust.run({ user_id: customer.id, direction, amount_fils: fils, reason })) !== null;
      }}
    >
      <p className="adm-muted">
        {t('admin.customers.balance_now')} <Money fils={customer.balance_fils} />
      </p>
      <fieldset className="adm-field adm-choice">
        <legend>{t('admin.customers.direction')}</legend>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} /> {t(`admin.customers.${d}`)}
          </label>
        ))}
      </fieldset>
      <AmountField amount={amount} label={t('admin.customers.amount')} />
    </ReasonDialog>
  );
}

function CreditLimitDialog({ customer, onClose }: { customer: Customer; onClose(): void }) {
  const { t } = useTranslation('admin');
  const amount = useAmount(CREDIT_LIMIT_MAX_FILS, true);
  const change = useShopMutation({
    mutationFn: (body: { user_id: number; credit_limit_fils: number; seen_credit_limit_fils: number; reason: string }) => api.POST('/staff/customer/creditLimit', { body }),
  });
  return (
    <ReasonDialog
      {...reasonTexts(t)}
      title={t('admin.customers.change_limit')}
      confirmLabel={t('admin.customers.limit_submit')}
      onClose={onClose}
      onConfirm={async (reason) => {
        const fils = amount.check();
        if (fils === null) return false;
        // The limit shown when the dialog opened: if another admin changed it meanwhile the server says so.
        return (await change.run({ user_id: customer.id, credit_limit_fils: fils, seen_credit_limit_fils: customer.credit_limit_fils, reason })) !== null;
      }}
    >
      <p className="adm-muted">
        {t('admin.customers.limit_now')} <Money fils={customer.credit_limit_fils} /> · {t('admin.customers.debt')} <Money fils={customer.credit_used_fils} />
      </p>
      <AmountField amount={amount} label={t('admin.customers.new_limit')} />
    </ReasonDialog>
  );
}

function AmountField({ amount, label }: { amount: ReturnType<typeof useAmount>; label: string }) {
  return (
    <label className="adm-field">
      <span>{label}</span>
      <input
        name="amount"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={amount.text}
        aria-invalid={amount.error !== null}
        aria-describedby={amount.error ? 'amount-error' : undefined}
        onChange={(e) => amount.setText(e.target.value)}
      />
      {amount.error && (
        <span id="amount-error" className="adm-error">
          {amount.error}
        </span>
      )}
    </label>
  );
}
