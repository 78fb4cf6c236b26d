/**
 * /user/home — "My home" of the account centre: nickname and membership level (Lv0–Lv5, linked to the membership centre), balance
 * and credit, unread messages, the latest orders and quick links.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { formatAed } from '../../../domain/format';
import { formatDateTime } from '../../../client/format/format';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import './user-centre.css';
import { usePublicData, useUnreadCount } from '../../../client/api/session-queries';

const RECENT_ORDERS = 5;

const QUICK_LINKS = [
  { to: '/user/order', label: 'uc.home.link_orders', icon: 'orders' },
  { to: '/user/message', label: 'uc.home.link_messages', icon: 'messages' },
  { to: '/user/user_wallet', label: 'uc.home.link_wallet', icon: 'wallet' },
  { to: '/user/user_wallet_pay', label: 'uc.home.link_top_up', icon: 'top-up' },
  { to: '/user/address', label: 'uc.home.link_addresses', icon: 'address' },
  { to: '/goods_list/custom', label: 'uc.home.link_quote', icon: 'quote' },
  { to: '/notice_list', label: 'uc.home.link_notices', icon: 'notices' },
  { to: '/news_list', label: 'uc.home.link_help', icon: 'help' },
] as const;

export default function UserHomePage() {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  const me = usePublicData()?.my;
  const unread = useUnreadCount();
  const wallet = usePageQuery(envelope($api.queryOptions('get', '/user/wallet')));
  const orders = usePageQuery(envelope($api.queryOptions('get', '/order/lists', { params: { query: { tab: 'all', page_no: 1, page_size: RECENT_ORDERS } } })));
  const level = me?.level_name || 'Lv0';
  const creditLimit = wallet.data?.credit_limit_fils ?? 0;
  const creditAvailable = Math.max(0, creditLimit - (wallet.data?.credit_used_fils ?? 0));

  return (
    <section className="uc-page" aria-labelledby="uc-home-title">
      <h1 id="uc-home-title" className="visually-hidden">
        {t('uc.home.title')}
      </h1>
      <div className="uc-panel uc-profile">
        <span className="uc-avatar" aria-hidden="true">
          {(me?.nickname ?? '').slice(0, 1).toUpperCase()}
        </span>
        <div className="uc-profile-text">
          <p className="uc-hello">{t('uc.home.hello', { name: me?.nickname ?? '' })}</p>
          <p className="uc-level-row">
            <span className="uc-muted">{t('uc.home.level')}</span>
            <span className="uc-level" data-testid="member-level">
              <bdi dir="ltr">{level}</bdi>
            </span>
            <Link to="/user/member" className="uc-link">
              {t('menu.membership')}
            </Link>
          </p>
        </div>
      </div>

      <div className="uc-stats">
        <div className="uc-stat">
          <span className="uc-stat-label">{t('uc.home.balance')}</span>
          <span className="uc-stat-value" data-testid="home-balance">
            {wallet.data ? <Money fils={wallet.data.balance_fils} /> : '—'}
          </span>
          <span className="uc-stat-links">
            <Link to="/user/user_wallet_pay" className="uc-link">
              {t('uc.home.top_up')}
            </Link>
            <Link to="/user/user_wallet" className="uc-link">
              {t('uc.home.records')}
            </Link>
          </span>
        </div>
        <div className="uc-stat">
          <span className="uc-stat-label">{t('uc.home.credit_available')}</span>
          <span className="uc-stat-value">{wallet.data ? <Money fils={creditAvailable} /> : '—'}</span>
          <span className="uc-muted uc-small">
            {creditLimit > 0 ? t('uc.home.credit_of', { limit: `\u2066${formatAed(creditLimit, locale)}\u2069` }) : t('uc.home.no_credit')}
          </span>
        </div>
        <div className="uc-stat">
          <span className="uc-stat-label">{t('uc.home.unread')}</span>
          <span className="uc-stat-value" data-testid="home-unread">
            {unread}
          </span>
          <span className="uc-stat-links">
            <Link to="/user/message" className="uc-link">
              {t('uc.home.read_messages')}
            </Link>
          </span>
        </div>
      </div>

      <div className="uc-panel">
        <div className="uc-panel-head">
          <h2 className="uc-section-title">{t('uc.home.recent_orders')}</h2>
          <Link to="/user/order" className="uc-link">
            {t('uc.common.view_all')}
          </Link>
        </div>
        {!orders.data ? (
          <p className="uc-muted">{orders.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
        ) : orders.data.lists.length === 0 ? (
          <EmptyState icon="orders">
            <p>{t('uc.home.no_orders')}</p>
            <Link to="/goods_list/custom" className="btn btn-primary">
              {t('uc.home.start_order')}
            </Link>
          </EmptyState>
        ) : (
          <table className="uc-table">
            <thead>
              <tr>
                <th scope="col">{t('uc.home.order_sn')}</th>
                <th scope="col">{t('uc.home.order_time')}</th>
                <th scope="col">{t('uc.home.amount')}</th>
                <th scope="col">{t('uc.home.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.lists.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/user/order/detail?id=${order.id}`} className="uc-order-sn">
                      <bdi dir="ltr">{order.order_sn}</bdi>
                    </Link>
                    <span className="uc-muted uc-small">{t('uc.home.items', { count: order.lines.length })}</span>
                  </td>
                  <td>
                    <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>
                  </td>
                  <td>
                    <Money fils={order.amount_due_fils} className="uc-amount" />
                  </td>
                  <td>
                    <span className={`uc-tag uc-status-${order.status}`}>{t(`uc.order_status.${order.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <nav className="uc-panel" aria-labelledby="uc-quick-title">
        <h2 id="uc-quick-title" className="uc-section-title">
          {t('uc.home.quick_links')}
        </h2>
        <ul className="uc-quick">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`uc-quick-link icon-${link.icon}`}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
