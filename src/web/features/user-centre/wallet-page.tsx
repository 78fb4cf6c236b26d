/**
 * /user/user_wallet — balance and credit (limit, used, available), top-ups waiting for confirmation, and the income
 * and expense records of the wallet ledger (newest first, with reason and related order), by tab and page.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { components } from '../../../generated/shop-api';
import { Pager } from '../../components/pager';
import { api, call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { Empty, Money, positiveInt, Tabs } from './parts';
import { useLocale } from './user-centre-i18n';
import './user-centre.css';

type WalletRecord = components['schemas']['WalletRecord'];
type RecordTab = 'all' | 'income' | 'expense';

const TABS: RecordTab[] = ['all', 'income', 'expense'];
const PAGE_SIZE = 10;

function isTab(value: string | null): value is RecordTab {
  return value !== null && (TABS as string[]).includes(value);
}

export default function WalletPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('type');
  const tab: RecordTab = isTab(tabParam) ? tabParam : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const wallet = useApi(() => call(api.GET('/user/wallet')), []);
  const pending = useApi(() => call(api.GET('/wallet/recharges', { params: { query: { page_no: 1, page_size: 50 } } })), []);
  const records = useApi(() => call(api.GET('/wallet/records', { params: { query: { type: tab, page_no: page, page_size: PAGE_SIZE } } })), [tab, page]);
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
        <Tabs label={t('uc.wallet.records')} value={tab} onChange={(key) => go({ tab: key })} items={TABS.map((key) => ({ key, label: t(`uc.wallet.tabs.${key}`) }))} />
        <div role="tabpanel" aria-labelledby={`uc-tab-${tab}`} aria-busy={records.loading}>
          {!records.data ? (
            <p className="uc-muted">{records.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
          ) : records.data.lists.length === 0 ? (
            <Empty icon="wallet">
              <p>{t('uc.wallet.empty')}</p>
            </Empty>
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
  const { t } = useTranslation();
  const locale = useLocale();
  // Credit records show the debt: using credit raises it (an expense), repaying lowers it (income).
  const shown = record.account === 'credit' ? -record.delta_fils : record.delta_fils;
  return (
    <tr className={`is-${record.direction}`} data-record-id={record.id}>
      <td>
        <time dateTime={record.created_at}>{formatDateTime(record.created_at, locale)}</time>
      </td>
      <td>
        <span className={`uc-tag uc-reason-${record.reason}`}>{t(`uc.wallet.reason.${record.reason}`)}</span>
        {record.account === 'credit' && <span className="uc-muted uc-small uc-block">{t('uc.wallet.credit_account')}</span>}
      </td>
      <td>
        {record.order_id !== null && record.order_sn ? (
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
      </td>
    </tr>
  );
}
