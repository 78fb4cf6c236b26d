/** /user/coupons — my coupons under the tabs usable, used and expired (spec §4), with a link to claim more. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { PAGE_SIZES } from '../../../domain/limits';
import { CouponTicket } from '../../components/coupon-ticket';
import { Pager } from '../../../client/components/pager';
import { Tabs } from '../../../client/components/tabs';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { positiveInt } from '../../../client/lib/params';
import './coupons.css';

type Tab = 'usable' | 'used' | 'expired';
const TABS: Tab[] = ['usable', 'used', 'expired'];
const isTab = (value: string | null): value is Tab => value !== null && (TABS as string[]).includes(value);

export default function MyCouponsPage() {
  const { t } = useTranslation('coupons');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'usable';
  const page = positiveInt(params.get('page')) ?? 1;
  const mine = usePageQuery(envelope($api.queryOptions('get', '/user/coupons', { params: { query: { tab, page_no: page, page_size: PAGE_SIZES.userCoupons.default } } })));
  const go = (next: { tab?: Tab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'usable') query.set('tab', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <section className="cp-mine" aria-labelledby="cp-mine-title">
      <div className="cp-head">
        <h1 id="cp-mine-title" className="cp-title">
          {t('coupons.mine.title')}
        </h1>
        <Link to="/get_coupons" className="btn btn-primary">
          {t('coupons.mine.get_more')}
        </Link>
      </div>
      <div className="cp-panel">
        <Tabs idPrefix="cp" label={t('coupons.mine.title')} value={tab} onChange={(key) => go({ tab: key })} items={TABS.map((key) => ({ key, label: t(`coupons.mine.tabs.${key}`), count: mine.data?.counts[key] }))} />
        <div role="tabpanel" aria-labelledby={`cp-tab-${tab}`} aria-busy={mine.loading}>
          {!mine.data ? (
            <p className="cp-muted">{t('common.loading')}</p>
          ) : mine.data.lists.length === 0 ? (
            <p className="cp-empty">{t(`coupons.mine.empty.${tab}`)}</p>
          ) : (
            <>
              <div className="coupon-list" data-testid="my-coupons">
                {mine.data.lists.map((coupon) => (
                  <CouponTicket key={coupon.id} name={coupon.name} rule={coupon} validity={{ from: coupon.valid_from, until: coupon.valid_until }} state={coupon.status === 'usable' ? 'usable' : 'muted'}>
                    <span className={`cp-status is-${coupon.status}`}>{t(`coupons.mine.status.${coupon.status}`)}</span>
                    {coupon.status === 'usable' && (
                      <Link to="/shop_cart" className="btn btn-small">
                        {t('coupons.mine.use_now')}
                      </Link>
                    )}
                    {coupon.order_id !== null && (
                      <Link to={`/user/order/detail?id=${coupon.order_id}`} className="cp-link">
                        {t('coupons.mine.used_on')}
                      </Link>
                    )}
                  </CouponTicket>
                ))}
              </div>
              <Pager pageNo={mine.data.page_no} pageSize={mine.data.page_size} count={mine.data.count} onPage={(p) => go({ page: p })} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
