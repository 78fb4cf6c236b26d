/**
 * /confirm_order?ids=1,2,3 (and /confirm_order_design, the same page for design orders): address, delivery method,
 * design files, buyer note, service agreement and the server's totals (order/preview), then order/submit.
 * The submission carries an idempotency key made once per visit and the amount the shopper saw, so a double click or
 * a retry makes one order, and a price that moved in between refuses the order instead of charging a surprise.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BASIC_FREIGHT_FILS, DELIVERY_METHODS, shippingFils, type DeliveryMethod } from '../../../domain/order/totals';
import { api, call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { formatAed } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { AddressBook } from './address-book';
import { newIdempotencyKey, refreshHeader } from './checkout-api';
import { parseIds } from './checkout-rules';
import { useLocale, useProductStrings } from './checkout-i18n';
import { DesignFilePicker } from './design-file-picker';
import { LineOptions, LoginFirst, Money, ProductCell } from './parts';
import { Totals } from './totals';
import './checkout.css';

export default function ConfirmOrderPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const design = useLocation().pathname.startsWith('/confirm_order_design');
  const ids = parseIds(params.get('ids'));
  return (
    <div className="container ck-page">
      <h1 className="ck-title">{design ? t('checkout.confirm.title_design') : t('checkout.confirm.title')}</h1>
      {!token ? (
        <LoginFirst />
      ) : ids.length === 0 ? (
        <NoLines />
      ) : !ready ? (
        <p className="ck-muted">{t('checkout.common.loading')}</p>
      ) : (
        <Confirm ids={ids} />
      )}
    </div>
  );
}

function NoLines() {
  const { t } = useTranslation();
  return (
    <div className="ck-panel ck-empty" role="alert">
      <p className="ck-empty-title">{t('checkout.confirm.no_lines')}</p>
      <Link to="/shop_cart" className="btn btn-primary">
        {t('checkout.common.back_to_cart')}
      </Link>
    </div>
  );
}

function Confirm({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  // One key per visit of this page (see the module comment).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryMethod>('door');
  const [note, setNote] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ address?: string; agree?: string }>({});
  const [version, setVersion] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const preview = useApi(
    () => call(api.POST('/order/preview', { body: { cart_ids: ids, delivery, ...(addressId ? { address_id: addressId } : {}) } })),
    [ids.join(','), delivery, addressId, version],
  );
  const data = preview.data;

  const chooseAddress = useCallback((id: number | null) => {
    setAddressId(id);
    if (id) setErrors((e) => ({ ...e, address: undefined }));
  }, []);

  async function attach(lineId: number, fileId: number) {
    if (await call(api.POST('/cart/update', { body: { id: lineId, file_id: fileId } }))) setVersion((v) => v + 1);
  }

  async function submit() {
    if (inFlight.current || !data || preview.loading) return;
    setErrors({
      ...(addressId ? {} : { address: t('checkout.confirm.address_required') }),
      ...(agree ? {} : { agree: t('checkout.confirm.agree_required') }),
    });
    if (!addressId || !agree) return;
    inFlight.current = true;
    setSubmitting(true);
    const order = await call(
      api.POST('/order/submit', {
        body: {
          cart_ids: ids,
          address_id: addressId,
          delivery,
          note: note.trim(),
          agree_terms: true,
          idempotency_key: idempotencyKey,
          expected_amount_due_fils: data.totals.amount_due_fils,
        },
      }),
    );
    if (!order) {
      // Refused (e.g. a price moved): show the fresh figures; the same key is kept for the retry.
      inFlight.current = false;
      setSubmitting(false);
      setVersion((v) => v + 1);
      return;
    }
    void refreshHeader();
    navigate(`/payment?order_id=${order.order_id}`, { replace: true });
  }

  if (!data) {
    return preview.failed ? <NoLines /> : <p className="ck-muted">{t('checkout.common.loading')}</p>;
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
                  <span className="ck-choice-fee">{fee === 0 ? t('checkout.common.free') : <Money fils={fee} />}</span>
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
          <table className="ck-table ck-lines-table">
            <thead>
              <tr>
                <th>{t('checkout.common.product')}</th>
                <th className="ck-col-qty">{t('checkout.common.quantity')}</th>
                <th className="ck-col-file">{t('checkout.common.design_file')}</th>
                <th className="ck-col-price">{t('checkout.common.price')}</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <tr key={line.id} data-line-id={line.id}>
                  <td>
                    <ProductCell code={line.code} title={line.title} image={line.image}>
                      <LineOptions config={line.config} />
                    </ProductCell>
                  </td>
                  <td className="ck-col-qty">{line.quantity}</td>
                  <td className="ck-col-file">
                    <DesignFilePicker current={line.file} label={t('checkout.file.attach_for', { name: t(line.title) })} onPicked={(file) => attach(line.id, file.id)} disabled={submitting} />
                  </td>
                  <td className="ck-col-price">
                    <Money fils={line.current_price_fils} className="ck-price" />
                    <span className="ck-muted ck-small">{t('checkout.common.vat_included')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="ck-muted ck-small">{t('checkout.file.name_hint')}</p>
          {data.lines.some((l) => !l.file) && <p className="ck-note">{t('checkout.confirm.file_later')}</p>}
        </section>

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
