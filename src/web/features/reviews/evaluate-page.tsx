/**
 * /user/evaluation/evaluate?line_id= — the review form for one line of a received order: 1 to 5 stars, a text of
 * 2–500 characters and up to 3 pictures (JPEG or PNG, 1 MB or less, uploaded as they are chosen). The form checks
 * what the contract and the review rules say before sending; the server decides (only the owner, only after
 * receipt, once per line). A line already reviewed shows its review; one not yet received says so.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGE_MAX_MB, REVIEW_IMAGES_MAX, REVIEW_RATING_MAX, reviewProblem } from '../../../domain/review/review';
import { reviewSubmit } from '../../../generated/forms/reviewSubmit';
import type { components, paths } from '../../../generated/shop-api';
import { LineOptions, ProductCell } from '../../../client/components/checkout-parts';
import { PicturePicker } from '../../components/picture-picker';
import { Stars } from '../../../client/components/stars';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { useLocale, useProductStrings } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDate } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { ReviewImages } from './parts';
import '../../components/checkout.css';
import './reviews.css';

type Upload = components['schemas']['Upload'];
type LineInfo = components['schemas']['ReviewLineInfo'];
type SubmitBody = paths['/review/submit']['post']['requestBody']['content']['application/json'];
interface Form {
  rating: number | null;
  content: string;
  images: Upload[];
}

export default function EvaluatePage() {
  const { t } = useTranslation('reviews');
  const ready = useProductStrings();
  const [params] = useSearchParams();
  const lineId = positiveInt(params.get('line_id'));
  const info = usePageQuery({ ...envelope($api.queryOptions('get', '/review/line', { params: { query: { line_id: lineId ?? 0 } } })), enabled: lineId !== null });
  return (
    <section className="rv-page" aria-labelledby="rv-form-title">
      <p className="ck-back">
        <Link to="/user/evaluation">{t('reviews.back')}</Link>
      </p>
      <h1 id="rv-form-title" className="rv-title">
        {t('reviews.form.title')}
      </h1>
      {!info.data || !ready ? <p className="rv-muted">{info.failed ? t('reviews.load_failed') : t('reviews.loading')}</p> : <Evaluate key={info.data.line.line_id} info={info.data} />}
    </section>
  );
}

function Evaluate({ info }: { info: LineInfo }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const { line, review } = info;
  return (
    <div className="rv-panel rv-form-panel">
      <div className="rv-line">
        <ProductCell code={line.code} title={line.title} image={line.image}>
          <LineOptions config={line.config} max={6} />
        </ProductCell>
        <Link to={`/user/order/detail?id=${line.order_id}`} className="rv-muted rv-small">
          {t('reviews.order_sn', { sn: line.order_sn })}
        </Link>
      </div>
      {review ? (
        <div className="rv-done" data-testid="review-done">
          <p className="rv-note">{t('reviews.form.already', { date: formatDate(review.created_at, locale) })}</p>
          <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} size="large" />
          <p className="rv-content">{review.content}</p>
          <ReviewImages reviewId={review.id} images={review.images} alt={t('reviews.picture')} />
        </div>
      ) : info.can_review ? (
        <ReviewForm lineId={line.line_id} />
      ) : (
        <p className="rv-note is-warning">
          {t('reviews.form.not_received')}{' '}
          <Link to={`/user/order/detail?id=${line.order_id}`}>{t('reviews.form.see_order')}</Link>
        </p>
      )}
    </div>
  );
}

function ReviewForm({ lineId }: { lineId: number }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<Form, unknown, SubmitBody>({
    defaultValues: { rating: null, content: '', images: [] },
    shouldFocusError: false,
    resolver: contractResolver({
      validate: reviewSubmit,
      toBody: (form: Form) => ({ line_id: lineId, rating: form.rating ?? 0, content: form.content.trim(), image_ids: form.images.map((image) => image.id) }),
      fields: { image_ids: 'images' },
      label: (field) => t(`reviews.form.${field === 'images' ? 'pictures' : field}`),
      message: (field) => {
        if (field === 'rating') return t('reviews.form.rating_required');
        if (field === 'content') return t('reviews.form.content_length', { min: REVIEW_CONTENT_MIN, max: REVIEW_CONTENT_MAX });
        return undefined;
      },
      refine: (form) => {
        const problem = reviewProblem(form.rating ?? 0, form.content);
        return {
          content: problem?.field === 'content' && t('reviews.form.content_length', { min: REVIEW_CONTENT_MIN, max: REVIEW_CONTENT_MAX }),
          images: form.images.length > REVIEW_IMAGES_MAX && t('reviews.form.images_max', { max: REVIEW_IMAGES_MAX }),
        };
      },
    }),
  });
  const { errors, isSubmitting: busy } = formState;
  const send = useShopMutation({ mutationFn: (body: SubmitBody) => api.POST('/review/submit', { body }) });
  const content = useWatch({ control, name: 'content' });

  const submit = (event: FormEvent) =>
    handleSubmit(async (body) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const made = await send.run(body);
      inFlight.current = false;
      if (made) navigate('/user/evaluation?tab=mine');
    })(event);

  return (
    <form className="rv-form" onSubmit={submit} noValidate>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <fieldset className="rv-rating" aria-describedby={fieldState.error ? 'rv-rating-error' : 'rv-rating-hint'}>
            <legend>{t('reviews.form.rating')}</legend>
            <div className="rv-rating-stars">
              {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
                <label key={n} className={`rv-star${field.value !== null && field.value >= n ? ' is-on' : ''}`}>
                  <input type="radio" name="rating" value={n} className="visually-hidden" checked={field.value === n} onChange={() => field.onChange(n)} aria-label={t('reviews.stars', { count: n })} />
                  <span aria-hidden="true" />
                </label>
              ))}
              <span className="rv-rating-text">{field.value ? t(`reviews.form.rating_word.${field.value}`) : ''}</span>
            </div>
            {fieldState.error ? (
              <p id="rv-rating-error" className="field-error" role="alert">
                {fieldState.error.message}
              </p>
            ) : (
              <p id="rv-rating-hint" className="field-hint">
                {t('reviews.form.rating_hint')}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className={`form-field${errors.content ? ' has-error' : ''}`}>
        <label htmlFor="rv-content">{t('reviews.form.content')}</label>
        <textarea id="rv-content" className="rv-textarea" maxLength={REVIEW_CONTENT_MAX} aria-invalid={Boolean(errors.content)} aria-describedby="rv-content-hint" {...register('content')} />
        <p id="rv-content-hint" className={errors.content ? 'field-error' : 'field-hint'} role={errors.content ? 'alert' : undefined}>
          {errors.content?.message ?? t('reviews.form.content_hint', { used: [...content].length, max: REVIEW_CONTENT_MAX })}
        </p>
      </div>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <PicturePicker
            kind="review"
            value={field.value}
            onChange={field.onChange}
            onBusy={setUploading}
            max={REVIEW_IMAGES_MAX}
            maxBytes={REVIEW_IMAGE_MAX_BYTES}
            error={fieldState.error?.message}
            testIds={{ input: 'rv-image-input', image: 'rv-image' }}
            labels={{
              title: t('reviews.form.pictures'),
              hint: t('reviews.form.pictures_hint', { max: REVIEW_IMAGES_MAX, mb: REVIEW_IMAGE_MAX_MB }),
              add: t('reviews.form.add_picture'),
              uploading: (percent) => t('reviews.form.uploading', { percent }),
              remove: (name) => t('reviews.form.remove_picture', { name }),
              tooMany: t('reviews.form.images_max', { max: REVIEW_IMAGES_MAX }),
              type: (name) => t('reviews.form.picture_type', { name }),
              tooLarge: (name) => t('reviews.form.picture_too_large', { name, mb: REVIEW_IMAGE_MAX_MB }),
              failed: t('reviews.form.upload_failed'),
            }}
          />
        )}
      />
      <div>
        <button type="submit" className="btn btn-primary btn-large" disabled={busy || uploading}>
          {busy ? t('reviews.form.sending') : t('reviews.form.submit')}
        </button>
      </div>
    </form>
  );
}
