/**
 * /get_coupons — the claim centre: coupons that may be claimed now (the member-day one on the 1st–5th only), what the
 * shopper may do with each (claim, log in, members only, limit reached, all claimed), claimed through coupon/claim.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { CouponTicket } from '../../components/coupon-ticket';
import { LoginLink } from '../../components/login-link';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatCount } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import './coupons.css';

type Offer = components['schemas']['CouponOffer'];

export default function GetCouponsPage() {
  const { t } = useTranslation('coupons');
  const centre = usePageQuery(envelope($api.queryOptions('get', '/coupon/centre')));
  return (
    <div className="container cp-page">
      <div className="cp-head">
        <h1 className="cp-title">{t('coupons.centre.title')}</h1>
        <nav className="cp-head-links">
          <Link to="/user/coupons">{t('coupons.centre.my_link')}</Link>
          <Link to="/news_list/detail?id=6">{t('coupons.centre.help_link')}</Link>
        </nav>
      </div>
      <p className="cp-muted">{t('coupons.centre.intro')}</p>
      {centre.data && (
        <p className={`cp-banner${centre.data.member_day ? ' is-on' : ''}`} role="note" data-testid="member-day-banner">
          {centre.data.member_day ? t('coupons.centre.member_day_on') : t('coupons.centre.member_day_off')}
        </p>
      )}
      {!centre.data ? (
        <p className="cp-muted">{t('common.loading')}</p>
      ) : centre.data.lists.length === 0 ? (
        <p className="cp-empty">{t('coupons.centre.empty')}</p>
      ) : (
        <div className="coupon-list" data-testid="coupon-offers">
          {centre.data.lists.map((offer) => (
            <OfferTicket key={offer.id} offer={offer} />
          ))}
        </div>
      )}
      <p className="cp-muted cp-rule">{t('coupons.centre.rule')}</p>
    </div>
  );
}

function OfferTicket({ offer }: { offer: Offer }) {
  const { t } = useTranslation('coupons');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const claim = useShopMutation({ mutationFn: (templateId: number) => api.POST('/coupon/claim', { body: { template_id: templateId } }) });
  async function onClaim() {
    setBusy(true);
    await claim.run(offer.id);
    setBusy(false);
  }
  return (
    <CouponTicket
      name={offer.name}
      rule={offer}
      validity={{ until: offer.valid_until, days: offer.valid_days, memberDay: offer.member_day }}
      badge={offer.member_day ? t('coupon.member_day') : offer.audience === 'members' ? t('coupon.members_only') : undefined}
      state={offer.blocked === 'none' || offer.blocked === 'login' ? 'usable' : 'muted'}
    >
      {offer.blocked === 'none' ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onClaim()} aria-label={`${t('coupons.centre.claim')}: ${offer.name}`}>
          {busy ? t('coupons.centre.claiming') : t('coupons.centre.claim')}
        </button>
      ) : offer.blocked === 'login' ? (
        <LoginLink className="btn btn-primary">{t('coupons.centre.blocked.login')}</LoginLink>
      ) : (
        <span className="cp-blocked">{t(`coupons.centre.blocked.${offer.blocked}`)}</span>
      )}
      {offer.claimed_by_me > 0 && <span className="cp-muted">{t('coupons.centre.claimed_of', { count: offer.claimed_by_me, limit: offer.per_customer })}</span>}
      <span className="cp-muted">{t('coupons.centre.remaining', { count: formatCount(offer.remaining, locale) })}</span>
    </CouponTicket>
  );
}
