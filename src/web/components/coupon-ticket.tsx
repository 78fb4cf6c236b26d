/**
 * A coupon drawn as a ticket: its value (an amount, or a percentage with its cap), threshold, scope and validity, all
 * from the server's figures; `children` hold the actions (claim, choose…). Shared by the claim centre, my coupons and
 * the confirm-order page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../generated/shop-api';
import { formatAed } from '../../domain/format';
import { useLocale } from '../../client/i18n';
import { formatDate } from '../../client/format/format';
import { Money } from '../../client/components/money';
import './coupon-ticket.css';

type Rule = components['schemas']['CouponRule'];

/** How long the coupon is valid: a window, a date, or days after claiming. */
export interface TicketValidity {
  from?: string | null;
  until?: string | null;
  days?: number | null;
  memberDay?: boolean;
}

const isolate = (text: string) => `\u2066${text}\u2069`;

export function CouponTicket({ name, rule, validity, badge, state = 'usable', children }: { name: string; rule: Rule; validity: TicketValidity; badge?: string; state?: 'usable' | 'muted'; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const validityText = validity.from && validity.until
    ? t('coupon.valid_range', { from: formatDate(validity.from, locale), until: formatDate(validity.until, locale) })
    : validity.until
      ? t('coupon.valid_until', { date: formatDate(validity.until, locale) })
      : validity.days
        ? t('coupon.valid_days', { days: validity.days })
        : validity.memberDay
          ? t('coupon.valid_member_days')
          : null;
  return (
    <article className={`coupon-ticket${state === 'muted' ? ' is-muted' : ''}`}>
      <div className="coupon-value">
        {rule.kind === 'amount' ? <Money fils={rule.amount_fils} className={`coupon-amount${rule.amount_fils >= 100_000 ? ' is-long' : ''}`} /> : <span className="coupon-amount">{t('coupon.value_percent', { percent: rule.percent })}</span>}
        {rule.kind === 'percent' && rule.cap_fils > 0 && <span className="coupon-cap">{t('coupon.cap', { amount: isolate(formatAed(rule.cap_fils, locale)) })}</span>}
      </div>
      <div className="coupon-body">
        <h3 className="coupon-name">
          {name}
          {badge && <span className="coupon-badge">{badge}</span>}
        </h3>
        <p className="coupon-line">{rule.threshold_fils > 0 ? t('coupon.threshold', { amount: isolate(formatAed(rule.threshold_fils, locale)) }) : t('coupon.no_threshold')}</p>
        <p className="coupon-line">{t(`coupon.scope.${rule.scope}`)}</p>
        {validityText && <p className="coupon-line coupon-validity">{validityText}</p>}
      </div>
      {children && <div className="coupon-actions">{children}</div>}
    </article>
  );
}
