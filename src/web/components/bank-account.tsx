/**
 * The shop's bank account for transfers (`pay/bankAccount`: the admin's settings; nothing is written in code), shown
 * on the payment page when bank transfer is chosen and on the balance top-up page. Until an admin has set it, the
 * panel says so instead of showing an account.
 */
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../domain/shop/bank-details';
import { $api, envelope, usePageQuery } from '../../client/api/query';
import './bank-account.css';

export function BankAccountPanel({ hint }: { hint?: string }) {
  const { t } = useTranslation('common');
  const { data, failed } = usePageQuery(envelope($api.queryOptions('get', '/pay/bankAccount')));
  if (!data) return failed ? <p className="bank-account bank-account-missing">{t('common.bank_account.failed')}</p> : null;
  const account = data.account;
  if (!account) {
    return (
      <p className="bank-account bank-account-missing" role="note">
        {t('common.bank_account.not_set')}
      </p>
    );
  }
  return (
    <section className="bank-account" aria-labelledby="bank-account-title" data-testid="bank-account">
      <h3 id="bank-account-title">{t('common.bank_account.title')}</h3>
      <dl>
        <div>
          <dt>{t('common.bank_account.beneficiary')}</dt>
          <dd>
            <bdi>{account.beneficiary}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('common.bank_account.bank_name')}</dt>
          <dd>
            <bdi>{account.bank_name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('common.bank_account.iban')}</dt>
          <dd dir="ltr" className="bank-account-code" data-testid="bank-account-iban">
            {formatIban(account.iban)}
          </dd>
        </div>
        <div>
          <dt>{t('common.bank_account.swift')}</dt>
          <dd dir="ltr" className="bank-account-code">
            {account.swift}
          </dd>
        </div>
      </dl>
      {hint && <p className="bank-account-hint">{hint}</p>}
    </section>
  );
}
