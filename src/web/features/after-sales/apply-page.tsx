/**
 * /user/after_sales/apply_sale?order_id=: apply for a reprint or a refund of lines of a delivered, received or closed
 * order (spec §3, §5): the type, a reason from the list, an explanation of at most 200 characters, up to 3 pictures
 * (JPEG or PNG, 1 MB or less, uploaded at once and checked again by the server), and the lines with their
 * quantities. No amount is sent: staff decide what is refunded. On success: apply_result.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import {
  AFTER_SALE_EXPLANATION_MAX,
  AFTER_SALE_IMAGE_MAX_BYTES,
  AFTER_SALE_IMAGE_MAX_MB,
  AFTER_SALE_IMAGES_MAX,
  AFTER_SALE_REASONS,
  AFTER_SALE_TYPES,
  type AfterSaleReason,
  type AfterSaleType,
} from '../../../domain/after-sales/after-sales';
import { afterSalesApply } from '../../../generated/forms/afterSalesApply';
import type { components, paths } from '../../../generated/shop-api';
import { ProductCell } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { PicturePicker } from '../../components/picture-picker';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { newIdempotencyKey } from '../../lib/checkout-api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import '../../components/checkout.css';
import './after-sales.css';

type Upload = components['schemas']['Upload'];
type ApplyInfo = components['schemas']['AfterSaleApplyInfo'];
type ApplyBody = paths['/afterSales/apply']['post']['requestBody']['content']['application/json'];
interface Pick {
  line_id: number;
  picked: boolean;
  quantity: string;
}
interface Form {
  type: AfterSaleType;
  reason: AfterSaleReason | '';
  explanation: string;
  lines: Pick[];
  images: Upload[];
}

export default function ApplyPage() {
  const { t } = useTranslation('after-sales');
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const orderId = positiveInt(params.get('order_id'));
  const info = usePageQuery({ ...envelope($api.queryOptions('get', '/afterSales/applyInfo', { params: { query: { order_id: orderId ?? 0 } } })), enabled: orderId !== null });
  return (
    <section className="ck-user-page as-page" aria-labelledby="as-apply-title">
      <p className="ck-back">
        <Link to="/user/after_sales">{t('after_sales.detail.back')}</Link>
      </p>
      <h1 id="as-apply-title" className="ck-title">
        {t('after_sales.apply.title')}
      </h1>
      {/* The form starts from the server's answer of this visit (not one cached on an earlier visit, from before staff
          decided an application), and starts again with each new answer. */}
      {!info.data || !ready || !info.fetchedSinceMount ? (
        <p className="ck-muted">{info.failed ? t('after_sales.load_failed') : t('after_sales.loading')}</p>
      ) : (
        <ApplyForm key={`${info.data.order.id}:${info.updatedAt}`} info={info.data} />
      )}
    </section>
  );
}

function ApplyForm({ info }: { info: ApplyInfo }) {
  const { t } = useTranslation('after-sales');
  const navigate = useNavigate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [uploading, setUploading] = useState(false);
  const free = info.lines.filter((line) => !line.open_after_sale);
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: { type: 'refund' as AfterSaleType, reason: '' as AfterSaleReason | '', explanation: '', lines: free.map((line) => ({ line_id: line.id, picked: free.length === 1, quantity: String(line.quantity) })), images: [] as Upload[] },
    shouldFocusError: false,
    resolver: contractResolver({
      validate: afterSalesApply,
      toBody: (form: Form) => ({
        order_id: info.order.id,
        type: form.type,
        reason: form.reason === '' ? undefined : form.reason,
        explanation: form.explanation.trim(),
        lines: form.lines.filter((line) => line.picked).map((line) => ({ line_id: line.line_id, quantity: Number(line.quantity) })),
        image_ids: form.images.map((image) => image.id),
        idempotency_key: idempotencyKey,
      }),
      fields: { image_ids: 'images' },
      label: (field) => t(`after_sales.apply.${field === 'images' ? 'images' : field === 'lines' ? 'lines' : field === 'type' ? 'type' : field === 'reason' ? 'reason' : 'explanation'}`),
      message: (field, keyword) => {
        if (field === 'reason') return t('after_sales.apply.reason_required');
        if (field === 'lines') return keyword === 'minItems' ? t('after_sales.apply.lines_required') : undefined;
        if (field === 'explanation') return t('after_sales.apply.explanation_long', { max: AFTER_SALE_EXPLANATION_MAX });
        return undefined;
      },
      refine: (form) => {
        const bad = form.lines.find((line) => {
          const ordered = info.lines.find((l) => l.id === line.line_id)?.quantity ?? 0;
          const n = Number(line.quantity);
          return line.picked && (!Number.isInteger(n) || n < 1 || n > ordered);
        });
        return { lines: bad ? t('after_sales.apply.lines_required') : undefined, images: form.images.length > AFTER_SALE_IMAGES_MAX && t('after_sales.apply.too_many_images', { max: AFTER_SALE_IMAGES_MAX }) };
      },
    }),
  });
  const { errors, isSubmitting: busy } = formState;
  const send = useShopMutation({ mutationFn: (body: ApplyBody) => api.POST('/afterSales/apply', { body }) });
  const explanation = useWatch({ control, name: 'explanation' });

  if (!info.order.open) return <p className="as-notice">{t('after_sales.apply.not_open')}</p>;
  if (free.length === 0) return <p className="as-notice">{t('after_sales.apply.all_open')}</p>;

  const submit = (event: FormEvent) =>
    handleSubmit(async (body) => {
      if (inFlight.current || !body.reason) return;
      inFlight.current = true;
      const answer = await send.run({ ...body, reason: body.reason });
      inFlight.current = false;
      if (answer) navigate(`/user/after_sales/apply_result?id=${answer.id}`);
    })(event);

  return (
    <form className="ck-panel as-form" onSubmit={submit} noValidate>
      <p>
        <Link to={`/user/order/detail?id=${info.order.id}`} className="ck-link">
          {t('after_sales.order_sn', { sn: info.order.order_sn })}
        </Link>
      </p>
      <fieldset className="as-choice">
        <legend>{t('after_sales.apply.type')}</legend>
        {AFTER_SALE_TYPES.map((type) => (
          <label key={type}>
            <input type="radio" value={type} {...register('type')} /> {t(`after_sales.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className={`form-field${errors.reason ? ' has-error' : ''}`}>
        <label htmlFor="as-reason">{t('after_sales.apply.reason')}</label>
        <select id="as-reason" aria-invalid={Boolean(errors.reason)} aria-describedby={errors.reason ? 'as-reason-error' : undefined} {...register('reason')}>
          <option value="">{t('after_sales.apply.reason_placeholder')}</option>
          {AFTER_SALE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`after_sales.reason.${reason}`)}
            </option>
          ))}
        </select>
        {errors.reason && (
          <p id="as-reason-error" className="field-error" role="alert">
            {errors.reason.message}
          </p>
        )}
      </div>
      <div className={`form-field${errors.explanation ? ' has-error' : ''}`}>
        <label htmlFor="as-explanation">{t('after_sales.apply.explanation')}</label>
        <textarea id="as-explanation" className="as-textarea" maxLength={AFTER_SALE_EXPLANATION_MAX} aria-invalid={Boolean(errors.explanation)} aria-describedby="as-explanation-hint" {...register('explanation')} />
        <p id="as-explanation-hint" className={errors.explanation ? 'field-error' : 'field-hint'}>
          {errors.explanation?.message ?? t('after_sales.apply.explanation_hint', { max: AFTER_SALE_EXPLANATION_MAX, count: explanation.length })}
        </p>
      </div>
      <Controller
        control={control}
        name="lines"
        render={({ field, fieldState }) => (
          <fieldset className="as-choice" style={{ display: 'grid' }}>
            <legend>{t('after_sales.apply.lines')}</legend>
            {info.lines.map((line) => {
              const pick = field.value.find((p) => p.line_id === line.id);
              const set = (change: Partial<Pick>) => field.onChange(field.value.map((p) => (p.line_id === line.id ? { ...p, ...change } : p)));
              return (
                <div key={line.id} className={`as-line-pick${line.open_after_sale ? ' is-open' : ''}`}>
                  <input type="checkbox" aria-label={t('after_sales.apply.lines')} data-testid={`pick-line-${line.id}`} disabled={!pick} checked={pick?.picked ?? false} onChange={(e) => set({ picked: e.target.checked })} />
                  <ProductCell code={line.code} title={line.title} image={line.image} stock={line.stock ?? undefined} />
                  <Money fils={line.total_fils} />
                  {pick ? (
                    <label>
                      {t('after_sales.apply.quantity')}{' '}
                      <input type="number" min={1} max={line.quantity} dir="ltr" value={pick.quantity} disabled={!pick.picked} onChange={(e) => set({ quantity: e.target.value })} />
                    </label>
                  ) : (
                    <span className="ck-muted">{t('after_sales.apply.line_open', { sn: line.open_after_sale })}</span>
                  )}
                </div>
              );
            })}
            {fieldState.error && (
              <p className="as-error" role="alert">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <PicturePicker
            kind="after_sales"
            value={field.value}
            onChange={field.onChange}
            onBusy={setUploading}
            max={AFTER_SALE_IMAGES_MAX}
            maxBytes={AFTER_SALE_IMAGE_MAX_BYTES}
            error={fieldState.error?.message}
            testIds={{ input: 'as-image-input', image: 'as-image' }}
            labels={{
              title: t('after_sales.apply.images'),
              hint: t('after_sales.apply.images_hint', { max: AFTER_SALE_IMAGES_MAX, mb: AFTER_SALE_IMAGE_MAX_MB }),
              add: t('after_sales.apply.add_image'),
              uploading: (percent) => t('after_sales.apply.uploading', { percent }),
              remove: (name) => t('after_sales.apply.remove_image', { name }),
              tooMany: t('after_sales.apply.too_many_images', { max: AFTER_SALE_IMAGES_MAX }),
              type: (name) => t('after_sales.apply.image_type', { name }),
              tooLarge: (name) => t('after_sales.apply.image_too_large', { name, mb: AFTER_SALE_IMAGE_MAX_MB }),
              failed: t('after_sales.apply.upload_failed'),
            }}
          />
        )}
      />
      <div>
        <button type="submit" className="btn btn-primary btn-large" disabled={busy || uploading}>
          {busy ? t('after_sales.apply.submitting') : t('after_sales.apply.submit')}
        </button>
      </div>
    </form>
  );
}
