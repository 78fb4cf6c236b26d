/**
 * /user/user_wallet — balance and credit (limit, used, available), top-ups waiting for confirmation, and the income
 * and expense records of the wallet ledger (newest first, with reason and related order), by tab and page.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { Pager } from '../../../client/components/pager';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { formatDateTime } from '../../../client/format/format';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../../client/components/money';
import { Tabs } from '../../../client/components/tabs';
import { positiveInt } from '../../../client/lib/params';
import { useLocale } from '../../../client/i18n';
import { PAGE_SIZES } from '../../../domain/limits';
import './user-centre.css';

type WalletRecord = components['schemas']['WalletRecord'];
type RecordTab = 'all' | 'income' | 'expense';

const TABS: RecordTab[] = ['all', 'income', 'expense'];
const PAGE_SIZE = PAGE_SIZES.walletRecords.default;

function isTab(value: string | null): value is RecordTab {
  return value !== null && (TABS as string[]).includes(value);
}

export default function WalletPage() {
  const { t } = useTranslation('account-centre');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('type');
  const tab: RecordTab = isTab(tabParam) ? tabParam : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const wallet = usePageQuery(envelope($api.queryOptions('get', '/user/wallet')));
  const pending = usePageQuery(envelope($api.queryOptions('get', '/wallet/recharges', { params: { query: { page_no: 1, page_size: PAGE_SIZES.recharges.max } } })));
  const records = usePageQuery(envelope($api.queryOptions('get', '/wallet/records', { params: { query: { type: tab, page_no: page, page_size: PAGE_SIZE } } })));
  const pendingCount = pending.data?.lists.filter((r) => r.status === 'pending').length ?? 0;
  const w = wallet.data;

  const go = (next: { tab?: RecordTab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') query.set('type', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <section className="uc-page" aria-labelledby="uc-wallet-title">
      <h1 id="uc-wallet-title" className="uc-title">
        {t('uc.wallet.title')}
      </h1>
      <div className="uc-panel uc-wallet-summary">
        <div className="uc-balance">
          <span className="uc-stat-label">{t('uc.wallet.balance')}</span>
          <span className="uc-balance-value" data-testid="wallet-balance">
            {w ? <Money fils={w.balance_fils} /> : '—'}
          </span>
          <Link to="/user/user_wallet_pay" className="btn btn-primary">
            {t('uc.wallet.top_up')}
          </Link>
        </div>
        <dl className="uc-credit">
          <div>
            <dt>{t('uc.wallet.credit_limit')}</dt>
            <dd>{w ? <Money fils={w.credit_limit_fils} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('uc.wallet.credit_used')}</dt>
            <dd>{w ? <Money fils={w.credit_used_fils} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('uc.wallet.credit_available')}</dt>
            <dd>{w ? <Money fils={Math.max(0, w.credit_limit_fils - w.credit_used_fils)} /> : '—'}</dd>
          </div>
        </dl>
      </div>

      {pendingCount > 0 && (
        <p className="uc-note uc-pending-note" role="status">
          {t('uc.wallet.pending_top_ups', { count: pendingCount })} <Link to="/user/user_wallet_pay#requests">{t('uc.wallet.see_requests')}</Link>
        </p>
      )}

      <div className="uc-panel">
        <h2 className="uc-section-title">{t('uc.wallet.records')}</h2>
        <Tabs idPrefix="uc" label={t('uc.wallet.records')} value={tab} onChange={(key) => go({ tab: key })} items={TABS.map((key) => ({ key, label: t(`uc.wallet.tabs.${key}`) }))} />
        <div role="tabpanel" aria-labelledby={`uc-tab-${tab}`} aria-busy={records.loading}>
          {!records.data ? (
            <p className="uc-muted">{records.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
          ) : records.data.lists.length === 0 ? (
            <EmptyState icon="wallet">
              <p>{t('uc.wallet.empty')}</p>
            </EmptyState>
          ) : (
            <>
              <table className="uc-table uc-records">
                <thead>
                  <tr>
                    <th scope="col">{t('uc.wallet.time')}</th>
                    <th scope="col">{t('uc.wallet.type')}</th>
                    <th scope="col">{t('uc.wallet.details')}</th>
                    <th scope="col" className="uc-num">
                      {t('uc.wallet.amount')}
                    </th>
                    <th scope="col" className="uc-num">
                      {t('uc.wallet.after')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {records.data.lists.map((record) => (
                    <RecordRow key={record.id} record={record} />
                  ))}
                </tbody>
              </table>
              <Pager pageNo={records.data.page_no} pageSize={records.data.page_size} count={records.data.count} onPage={(p) => go({ page: p })} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function RecordRow({ record }: { record: WalletRecord }) {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  // Credit records show the debt: using credit raises it (an expense), repaying lowers it (income). Balance and
  // credit-limit records show their own change; staff adjustments carry the staff member's reason (`note`).
  const shown = record.account === 'credit' ? -record.delta_fils : record.delta_fils;
  return (
    <tr className={`is-${record.direction}`} data-record-id={record.id}>
      <td>
        <time dateTime={record.created_at}>{formatDateTime(record.created_at, locale)}</time>
      </td>
      <td>
        <span className={`uc-tag uc-reason-${record.reason}`}>{t(`uc.wallet.reason.${record.reason}`)}</span>
        {record.account === 'credit' && <span className="uc-muted uc-small uc-block">{t('uc.wallet.credit_account')}</span>}
        {record.account === 'credit_limit' && <span className="uc-muted uc-small uc-block">{t('uc.wallet.credit_limit_account')}</span>}
      </td>
      <td>
        {record.note !== null ? (
          <bdi className="uc-record-note">{record.note}</bdi>
        ) : record.order_id !== null && record.order_sn ? (
          <Link to={`/user/order/detail?id=${record.order_id}`}>{t('uc.wallet.order', { sn: `\u2066${record.order_sn}\u2069` })}</Link>
        ) : record.recharge_id !== null ? (
          <Link to="/user/user_wallet_pay#requests">{t('uc.wallet.top_up_ref', { id: record.recharge_id })}</Link>
        ) : (
          <span className="uc-muted">—</span>
        )}
      </td>
      <td className="uc-num">
        <Money fils={shown} signed className={`uc-delta is-${record.direction}`} />
      </td>
      <td className="uc-num">
        <Money fils={record.after_fils} />
        {record.account === 'credit' && <span className="uc-muted uc-small uc-block">{t('uc.wallet.after_credit')}</span>}
        {record.account === 'credit_limit' && <span className="uc-muted uc-small uc-block">{t('uc.wallet.after_credit_limit')}</span>}
      </td>
    </tr>
  );
}
