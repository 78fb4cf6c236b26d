/**
 * /confirm_order?ids=1,2,3 (and /confirm_order_design?ids=…&design=…, the same page with "design it for me" chosen
 * for the `design` lines): address, delivery method, design files or design briefs (design-service.tsx), buyer note,
 * service agreement and the server's totals (order/preview), then order/submit.
 * The submission carries an idempotency key made once per visit and the amount the shopper saw, so a double click or
 * a retry makes one order, and a price that moved in between refuses the order instead of charging a surprise.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { BASIC_FREIGHT_FILS, DELIVERY_METHODS, shippingFils, type DeliveryMethod } from '../../../domain/order/totals';
import { useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { formatAed } from '../../../domain/format';
import { AddressBook } from './address-book';
import { newIdempotencyKey } from '../../lib/checkout-api';
import { parseIds } from '../../lib/checkout-rules';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { DesignFilePicker } from '../../components/design-file-picker';
import { OrderLinesTable } from '../../components/order-lines-table';
import { useLineName } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { Totals } from '../../components/totals';
import { CouponTicket } from '../../components/coupon-ticket';
import '../../components/checkout.css';
import { DesignBriefs, DesignToggle, EMPTY_BRIEF, useBriefProblem, type BriefDraft } from './design-service';

type OrderSubmit = NonNullable<paths['/order/submit']['post']['requestBody']>['content']['application/json'];
type CheckoutCoupon = components['schemas']['CheckoutCoupon'];
const PREVIEW = ['post', '/order/preview'] as const;

export default function ConfirmOrderPage() {
  const { t } = useTranslation('checkout');
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const design = useLocation().pathname.startsWith('/confirm_order_design');
  const ids = parseIds(params.get('ids'));
  return (
    <div className="container ck-page">
      <h1 className="ck-title">{design ? t('checkout.confirm.title_design') : t('checkout.confirm.title')}</h1>
      {ids.length === 0 ? (
        <NoLines />
      ) : !ready ? (
        <p className="ck-muted">{t('checkout.common.loading')}</p>
      ) : (
        <Confirm ids={ids} initialDesign={parseIds(params.get('design')).filter((id) => ids.includes(id))} />
      )}
    </div>
  );
}

function NoLines() {
  const { t } = useTranslation('checkout');
  return (
    <div className="ck-panel ck-empty" role="alert">
      <p className="ck-empty-title">{t('checkout.confirm.no_lines')}</p>
      <Link to="/shop_cart" className="btn btn-primary">
        {t('checkout.common.back_to_cart')}
      </Link>
    </div>
  );
}

function Confirm({ ids, initialDesign }: { ids: number[]; initialDesign: number[] }) {
  const { t } = useTranslation(['checkout', 'stock']);
  const lineName = useLineName();
  const locale = useLocale();
  const navigate = useNavigate();
  // One key per visit of this page (see the module comment).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryMethod>('door');
  const [note, setNote] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ address?: string; agree?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // The coupon to use: undefined until the shopper chooses (the server's best suggestion is taken), null for none.
  const [couponId, setCouponId] = useState<number | null | undefined>(undefined);
  const inFlight = useRef(false);
  // Lines ordered with the design service, and their briefs.
  const [designIds, setDesignIds] = useState<number[]>(initialDesign);
  const [briefs, setBriefs] = useState<Record<number, BriefDraft>>({});
  const [briefErrors, setBriefErrors] = useState<Record<number, string>>({});
  const briefProblem = useBriefProblem();

  const body = { cart_ids: ids, delivery, ...(addressId ? { address_id: addressId } : {}), ...(designIds.length > 0 ? { design_ids: designIds } : {}) };
  // Without a coupon: the totals, the user's coupons and the server's best suggestion.
  const plain = usePageQuery(envelope($api.queryOptions('post', '/order/preview', { body })));
  // The coupon in use: the shopper's choice, else the suggestion; its totals come from a second preview. One the
  // server refuses (it expired or was used meanwhile) falls back to no coupon, the server's message shown.
  const chosen = couponId === undefined ? (plain.data?.best_coupon_id ?? null) : couponId;
  const withCoupon = usePageQuery({ ...envelope($api.queryOptions('post', '/order/preview', { body: { ...body, coupon_id: chosen ?? 0 } })), enabled: chosen !== null });
  const applied = chosen !== null && !withCoupon.failed ? chosen : null;
  const preview = applied !== null ? withCoupon : plain;
  const client = useQueryClient();
  // A design file on a line changes the cart line and so the preview.
  const attachFile = useShopMutation({
    mutationFn: ({ lineId, fileId }: { lineId: number; fileId: number }) => api.POST('/cart/update', { body: { id: lineId, file_id: fileId } }),
  });
  // A new order empties those cart lines: the header's count and the cart change.
  const placeOrder = useShopMutation({ mutationFn: (body: OrderSubmit) => api.POST('/order/submit', { body }) });
  // Until the coupon's totals arrive, the coupon-less ones (their coupon_id is null, so a submit then uses none).
  const data = preview.data ?? plain.data;

  const chooseAddress = useCallback((id: number | null) => {
    setAddressId(id);
    if (id) setErrors((e) => ({ ...e, address: undefined }));
  }, []);

  async function attach(lineId: number, fileId: number) {
    await attachFile.run({ lineId, fileId });
  }

  async function submit() {
    if (inFlight.current || !data || preview.loading) return;
    setErrors({
      ...(addressId ? {} : { address: t('checkout.confirm.address_required') }),
      ...(agree ? {} : { agree: t('checkout.confirm.agree_required') }),
    });
    const designing = designIds.filter((id) => data.lines.some((line) => line.id === id && !line.file));
    const problems = Object.fromEntries(designing.flatMap((id) => {
      const problem = briefProblem(briefs[id] ?? EMPTY_BRIEF);
      return problem ? [[id, problem]] : [];
    }));
    setBriefErrors(problems);
    if (!addressId || !agree || Object.keys(problems).length > 0) return;
    inFlight.current = true;
    setSubmitting(true);
    const order = await placeOrder.run({
      cart_ids: ids,
      address_id: addressId,
      delivery,
      note: note.trim(),
      agree_terms: true,
      idempotency_key: idempotencyKey,
      expected_amount_due_fils: data.totals.amount_due_fils,
      ...(data.coupon_id ? { coupon_id: data.coupon_id } : {}),
      ...(designing.length > 0
        ? { design: designing.map((id) => ({ cart_id: id, brief: (briefs[id] ?? EMPTY_BRIEF).text.trim(), reference_file_ids: (briefs[id] ?? EMPTY_BRIEF).references.map((f) => f.id) })) }
        : {}),
    });
    if (!order) {
      // Refused (e.g. a price moved): show the fresh figures; the same key is kept for the retry.
      inFlight.current = false;
      setSubmitting(false);
      void client.invalidateQueries({ queryKey: PREVIEW });
      return;
    }
    // A design order is paid once the shopper approves a draft: its designs are where it goes on.
    navigate(designing.length > 0 ? '/user/order/design' : `/payment?order_id=${order.order_id}`, { replace: true });
  }

  if (!data) {
    return plain.failed ? <NoLines /> : <p className="ck-muted">{t('checkout.common.loading')}</p>;
  }

  return (
    <div className="ck-confirm-grid">
      <div className="ck-confirm-main">
        <section className="ck-panel" aria-labelledby="ck-address-title">
          <h2 id="ck-address-title" className="ck-section-title">
            {t('checkout.confirm.address_title')}
          </h2>
          <AddressBook selectedId={addressId} onSelect={chooseAddress} />
          {errors.address && (
            <p className="field-error" role="alert">
              {errors.address}
            </p>
          )}
        </section>

        <section className="ck-panel" aria-labelledby="ck-delivery-title">
          <h2 id="ck-delivery-title" className="ck-section-title">
            {t('checkout.confirm.delivery_title')}
          </h2>
          <div className="ck-choices" role="radiogroup" aria-labelledby="ck-delivery-title">
            {DELIVERY_METHODS.map((method) => {
              const fee = shippingFils(method, data.first_order_today);
              return (
                <label key={method} className={`ck-choice${delivery === method ? ' is-chosen' : ''}`}>
                  <input type="radio" name="delivery" value={method} checked={delivery === method} onChange={() => setDelivery(method)} />
                  <span className="ck-choice-text">
                    <strong>{t(`checkout.delivery.${method}`)}</strong>
                    <span className="ck-muted ck-small">{t(`checkout.delivery_hint.${method}`)}</span>
                  </span>
                  <span className="ck-choice-fee">
                    {fee === 0 ? (
                      t('checkout.common.free')
                    ) : (
                      <>
                        <Money fils={fee} /> <span className="ck-muted ck-small">{t('checkout.common.vat_excluded')}</span>
                      </>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
          {delivery !== 'pickup' && (
            <p className="ck-note" role="note">
              {data.first_order_today ? t('checkout.confirm.first_order', { fee: `\u2066${formatAed(BASIC_FREIGHT_FILS, locale)}\u2069` }) : t('checkout.confirm.not_first_order')}
            </p>
          )}
        </section>

        <section className="ck-panel" aria-labelledby="ck-lines-title">
          <h2 id="ck-lines-title" className="ck-section-title">
            {t('checkout.confirm.lines_title')}
          </h2>
          {data.price_changed && (
            <p className="ck-warning" role="alert">
              {t('checkout.confirm.price_changed')} <Link to="/shop_cart">{t('checkout.common.back_to_cart')}</Link>
            </p>
          )}
          <OrderLinesTable
            lines={data.lines}
            priceFils={(line) => line.current_price_fils}
            file={(line) =>
              designIds.includes(line.id) && !line.file ? (
                <DesignToggle on disabled={submitting} onChange={() => setDesignIds(designIds.filter((id) => id !== line.id))} />
              ) : (
                <>
                  <DesignFilePicker current={line.file} label={t('checkout.file.attach_for', { name: lineName(line) })} onPicked={(file) => attach(line.id, file.id)} disabled={submitting} />
                  {!line.file && <DesignToggle on={false} disabled={submitting} onChange={() => setDesignIds([...designIds, line.id])} />}
                </>
              )
            }
          />
          <p className="ck-muted ck-small">{t('checkout.file.name_hint')}</p>
          {data.lines.some((l) => !l.file && !l.stock && !designIds.includes(l.id)) && <p className="ck-note">{t('checkout.confirm.file_later')}</p>}
        </section>

        <DesignBriefs
          lines={data.lines.filter((line) => designIds.includes(line.id) && !line.file)}
          fees={data.design_fees}
          briefs={briefs}
          errors={briefErrors}
          disabled={submitting}
          onChange={(lineId, brief) => {
            setBriefs((all) => ({ ...all, [lineId]: brief }));
            setBriefErrors(({ [lineId]: _fixed, ...rest }) => rest);
          }}
        />

        <CouponChoice coupons={data.coupons} best={data.best_coupon_id} chosen={applied} onChoose={setCouponId} disabled={submitting} />

        <section className="ck-panel">
          <label htmlFor="ck-note" className="ck-section-title">
            {t('checkout.confirm.note_label')}
          </label>
          <textarea id="ck-note" className="ck-textarea" maxLength={500} rows={3} placeholder={t('checkout.confirm.note_placeholder')} value={note} onChange={(e) => setNote(e.target.value)} />
        </section>
      </div>

      <aside className="ck-summary ck-panel" aria-labelledby="ck-summary-title">
        <h2 id="ck-summary-title" className="ck-section-title">
          {t('checkout.confirm.totals_title')}
        </h2>
        <Totals totals={data.totals} />
        {data.totals.free_rush_fils > 0 && (
          <p className="ck-muted ck-small" role="note">
            {t('checkout.confirm.free_rush_note', { count: Math.max(0, data.free_rushes_left - 1) })}
          </p>
        )}
        <label className={`ck-check ck-agree${errors.agree ? ' has-error' : ''}`}>
          <input
            type="checkbox"
            checked={agree}
            aria-invalid={Boolean(errors.agree)}
            onChange={(e) => {
              setAgree(e.target.checked);
              if (e.target.checked) setErrors((x) => ({ ...x, agree: undefined }));
            }}
          />
          <span>
            {t('checkout.confirm.agree')}{' '}
            <Link to="/server_explan" target="_blank">
              {t('checkout.confirm.agreement')}
            </Link>
          </span>
        </label>
        {errors.agree && (
          <p className="field-error" role="alert">
            {errors.agree}
          </p>
        )}
        <button type="button" className="btn btn-primary btn-large btn-block" disabled={submitting || preview.loading || data.price_changed} onClick={() => void submit()}>
          {submitting ? t('checkout.confirm.submitting') : t('checkout.confirm.submit')}
        </button>
      </aside>
    </div>
  );
}

/** The user's usable coupons for this order (the server's figures): those that apply can be chosen, the others say why not. */
function CouponChoice({ coupons, best, chosen, onChoose, disabled }: { coupons: CheckoutCoupon[]; best: number | null; chosen: number | null; onChoose(id: number | null): void; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section className="ck-panel" aria-labelledby="ck-coupon-title">
      <h2 id="ck-coupon-title" className="ck-section-title">
        {t('checkout.coupon.title')}
      </h2>
      {coupons.length === 0 ? (
        <p className="ck-muted">
          {t('checkout.coupon.empty')}{' '}
          <Link to="/get_coupons" className="text-link">
            {t('checkout.coupon.get')}
          </Link>
        </p>
      ) : (
        <div className="ck-coupons" role="radiogroup" aria-labelledby="ck-coupon-title">
          <label className={`ck-choice${chosen === null ? ' is-chosen' : ''}`}>
            <input type="radio" name="coupon" checked={chosen === null} disabled={disabled} onChange={() => onChoose(null)} />
            <span className="ck-choice-text">
              <strong>{t('checkout.coupon.none')}</strong>
            </span>
          </label>
          {coupons.map((coupon) => (
            <label key={coupon.id} className={`ck-coupon${chosen === coupon.id ? ' is-chosen' : ''}${coupon.applies ? '' : ' is-disabled'}`}>
              <input type="radio" name="coupon" checked={chosen === coupon.id} disabled={disabled || !coupon.applies} onChange={() => onChoose(coupon.id)} aria-label={coupon.name} />
              <CouponTicket name={coupon.name} rule={coupon} validity={{ until: coupon.valid_until }} badge={coupon.id === best ? t('checkout.coupon.best') : undefined} state={coupon.applies ? 'usable' : 'muted'}>
                {coupon.applies ? (
                  <strong className="ck-price">{t('checkout.coupon.saves', { amount: `\u2066${formatAed(coupon.discount_fils, locale)}\u2069` })}</strong>
                ) : (
                  <span className="ck-muted">
                    {coupon.reason === 'below_threshold'
                      ? t('checkout.coupon.reason.below_threshold', { amount: `\u2066${formatAed(coupon.short_fils, locale)}\u2069` })
                      : coupon.reason
                        ? t(`checkout.coupon.reason.${coupon.reason}`)
                        : t('checkout.coupon.not_applicable')}
                  </span>
                )}
              </CouponTicket>
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
