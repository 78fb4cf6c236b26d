/**
 * Coupon templates: every template with its value, threshold, scope, validity, stock, claimed and used counts; admins
 * create one (the form checks the contract's request schema) or end one (nobody can claim it any more). Both are
 * audited by the server.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { couponCreate } from '../../../generated/forms/couponCreate';
import type { components, paths } from '../../../generated/shop-api';
import { aedToFils, roundFils } from '../../../domain/money';
import { FormField } from '../../../client/components/form-field';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatCount, formatDate } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useStaff } from '../../components/staff-context';

type Template = components['schemas']['StaffCouponTemplate'];
type CreateBody = paths['/staff/coupon/create']['post']['requestBody']['content']['application/json'];


export default function CouponsPage() {
  const { t } = useTranslation('admin');
  const admin = useStaff().role === 'admin';
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/coupons')));
  const end = useShopMutation({ mutationFn: (id: number) => api.POST('/staff/coupon/end', { body: { id } }) });
  const [creating, setCreating] = useState(false);
  const lists = data?.lists ?? [];
  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin.coupons.title')}</h1>
        <p className="adm-muted">{t('admin.coupons.intro')}</p>
      </header>
      {admin && !creating && (
        <p>
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setCreating(true)}>
            {t('admin.coupons.new')}
          </button>
        </p>
      )}
      {admin && creating && <CreateForm onDone={() => setCreating(false)} />}
      <section className="adm-panel" aria-labelledby="adm-coupons-list">
        <h2 id="adm-coupons-list" className="adm-panel-title">
          {t('admin.coupons.list')} <span className="adm-count">{lists.length}</span>
        </h2>
        <div className="adm-table-box" aria-busy={loading}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.coupons.name')}</th>
                <th scope="col">{t('admin.coupons.value')}</th>
                <th scope="col">{t('admin.coupons.threshold')}</th>
                <th scope="col">{t('admin.coupons.scope')}</th>
                <th scope="col">{t('admin.coupons.validity')}</th>
                <th scope="col" className="adm-num">
                  {t('admin.coupons.claimed')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin.coupons.used')}
                </th>
                <th scope="col">{t('admin.coupons.who')}</th>
                <th scope="col">{t('admin.coupons.status')}</th>
                {admin && <th scope="col">{t('admin.common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {lists.map((template) => (
                <Row key={template.id} template={template} admin={admin} busy={end.pending} onEnd={() => void end.run(template.id)} />
              ))}
              {lists.length === 0 && (
                <tr>
                  <td colSpan={admin ? 10 : 9} className="adm-table-empty">
                    {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : t('admin.coupons.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  );
}

function Row({ template, admin, busy, onEnd }: { template: Template; admin: boolean; busy: boolean; onEnd(): void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const name = template.name[locale];
  const validity = template.valid_days
    ? t('admin.coupons.valid_days', { days: template.valid_days })
    : template.valid_until
      ? t('admin.coupons.valid_until', { date: formatDate(template.valid_until, locale) })
      : t('admin.coupons.valid_member_days');
  return (
    <tr data-coupon-id={template.id}>
      <td>
        <bdi>{name}</bdi>
        {template.member_day && <span className="adm-badge adm-badge-warn adm-coupon-badge">{t('admin.coupons.member_day')}</span>}
      </td>
      <td className="adm-nowrap">
        {template.kind === 'amount' ? (
          <Money fils={template.amount_fils} />
        ) : (
          <>
            {t('admin.coupons.percent_off', { percent: template.percent })}
            {template.cap_fils > 0 && (
              <span className="adm-muted adm-block">
                {t('admin.coupons.cap')} <Money fils={template.cap_fils} />
              </span>
            )}
          </>
        )}
      </td>
      <td className="adm-nowrap">{template.threshold_fils > 0 ? <Money fils={template.threshold_fils} /> : '—'}</td>
      <td>
        {t(`admin.coupons.scope_${template.scope}`)}
        {template.scope !== 'all' && (
          <span className="adm-muted adm-block">
            <bdi dir="ltr">{(template.scope === 'products' ? template.scope_products : template.scope_categories).join(', ')}</bdi>
          </span>
        )}
      </td>
      <td>{validity}</td>
      <td className="adm-num">
        {/* Claimed, then stock, in the reading order of the column's title (right to left in Arabic). */}
        <bdi>{formatCount(template.claimed, locale)}</bdi> / <bdi>{formatCount(template.total_stock, locale)}</bdi>
        <span className="adm-muted adm-block">{t('admin.coupons.per_customer', { count: template.per_customer })}</span>
      </td>
      <td className="adm-num">{template.used}</td>
      <td>{t(`admin.coupons.audience_${template.audience}`)}</td>
      <td>
        <span className={`adm-status adm-status-${template.status === 'ended' ? 'closed' : 'active'}`}>{t(`admin.coupons.status_${template.status}`)}</span>
      </td>
      {admin && (
        <td>
          {template.status === 'active' && (
            <button type="button" className="adm-btn adm-btn-danger" disabled={busy} onClick={onEnd} aria-label={`${t('admin.coupons.end')}: ${name}`}>
              {t('admin.coupons.end')}
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

interface Form {
  name_en: string;
  name_zh: string;
  name_ar: string;
  name_ja: string;
  kind: 'amount' | 'percent';
  amount: string;
  percent: string;
  cap: string;
  threshold: string;
  scope: 'all' | 'products' | 'categories';
  scope_items: string;
  valid_days: string;
  total_stock: string;
  per_customer: string;
  audience: 'members' | 'everyone';
}

const EMPTY: Form = {
  name_en: '',
  name_zh: '',
  name_ar: '',
  name_ja: '',
  kind: 'amount',
  amount: '',
  percent: '',
  cap: '',
  threshold: '0',
  scope: 'all',
  scope_items: '',
  valid_days: '30',
  total_stock: '100',
  per_customer: '1',
  audience: 'members',
};

/** "12.50" (AED) → 1250 fils; undefined when it is not an amount. */
function fils(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  return roundFils(aedToFils(Number(value)));
}

function whole(text: string): number | undefined {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Form → the request body (amounts in fils, lists split); left undefined where the text is not a number. */
function toBody(form: Form): Partial<CreateBody> {
  const items = form.scope_items
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return {
    name: { en: form.name_en.trim(), zh: form.name_zh.trim(), ar: form.name_ar.trim(), ja: form.name_ja.trim() },
    kind: form.kind,
    ...(form.kind === 'amount' ? { amount_fils: fils(form.amount) } : { percent: whole(form.percent), ...(form.cap.trim() ? { cap_fils: fils(form.cap) } : {}) }),
    threshold_fils: fils(form.threshold),
    scope: form.scope,
    ...(form.scope === 'products' ? { scope_products: items } : form.scope === 'categories' ? { scope_categories: items.map((item) => whole(item) ?? 0) } : {}),
    valid_days: whole(form.valid_days),
    total_stock: whole(form.total_stock),
    per_customer: whole(form.per_customer),
    audience: form.audience,
  };
}

/** Body properties → the form field that holds them. */
const FIELD_OF: Record<string, keyof Form> = { amount_fils: 'amount', cap_fils: 'cap', threshold_fils: 'threshold', scope_products: 'scope_items', scope_categories: 'scope_items', percent: 'percent', valid_days: 'valid_days', total_stock: 'total_stock', per_customer: 'per_customer' };

/**
 * The form's checks: the contract's own request schema (precompiled by codegen, src/generated/forms/couponCreate) —
 * the console's small equivalent of the shared form resolver (src/client/forms/contract-resolver.ts), written when the
 * console could not use it — plus what the schema cannot say (an amount for an amount coupon, a percentage for a
 * percentage one, names in every language).
 */
function couponResolver(t: (key: string) => string): Resolver<Form, unknown, Partial<CreateBody>> {
  return async (values) => {
    const body = toBody(values);
    const errors: FieldErrors<Form> = {};
    const flag = (field: keyof Form, message: string) => {
      if (!errors[field]) errors[field] = { type: 'validate', message };
    };
    for (const lang of ['en', 'zh', 'ar', 'ja'] as const) if (!values[`name_${lang}`].trim()) flag(`name_${lang}`, t('admin.coupons.form.required'));
    if (values.kind === 'amount' && !body.amount_fils) flag('amount', t('admin.coupons.form.amount_invalid'));
    if (values.kind === 'percent' && !body.percent) flag('percent', t('admin.coupons.form.percent_invalid'));
    if (values.scope !== 'all' && !values.scope_items.trim()) flag('scope_items', t('admin.coupons.form.required'));
    if (!couponCreate(body)) {
      for (const issue of couponCreate.errors ?? []) {
        const property = issue.keyword === 'required' && typeof issue.params['missingProperty'] === 'string' ? issue.params['missingProperty'] : (issue.instancePath.split('/')[1] ?? '');
        const field = property === 'name' ? 'name_en' : FIELD_OF[property];
        if (field) flag(field, t('admin.coupons.form.invalid'));
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
  };
}

function CreateForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('admin');
  const inFlight = useRef(false);
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: EMPTY,
    shouldFocusError: false,
    resolver: couponResolver(t),
  });
  const create = useShopMutation({ mutationFn: (body: CreateBody) => api.POST('/staff/coupon/create', { body }) });
  const { errors, isSubmitting } = formState;
  const field = (name: keyof Form) => ({ error: errors[name]?.message, ...register(name) });
  const kind = useWatch({ control, name: 'kind' });
  const scope = useWatch({ control, name: 'scope' });
  const submit = (event: FormEvent) =>
    handleSubmit(async (body) => {
      if (inFlight.current) return;
      // The contract's validator accepted the body: its required figures are there.
      const { name, kind: k, threshold_fils, scope: sc, total_stock, per_customer, audience } = body;
      if (!name || !k || threshold_fils === undefined || !sc || total_stock === undefined || per_customer === undefined || !audience) return;
      inFlight.current = true;
      const answer = await create.run({ ...body, name, kind: k, threshold_fils, scope: sc, total_stock, per_customer, audience });
      inFlight.current = false;
      if (answer) onDone();
    })(event);
  return (
    <form className="adm-panel adm-pad adm-coupon-form" onSubmit={submit} noValidate aria-labelledby="adm-coupon-form-title">
      <h2 id="adm-coupon-form-title" className="adm-panel-title">
        {t('admin.coupons.new')}
      </h2>
      <div className="adm-form-grid">
        <FormField label={t('admin.coupons.form.name_en')} maxLength={80} {...field('name_en')} />
        <FormField label={t('admin.coupons.form.name_zh')} maxLength={80} {...field('name_zh')} />
        <FormField label={t('admin.coupons.form.name_ar')} maxLength={80} dir="rtl" {...field('name_ar')} />
        <FormField label={t('admin.coupons.form.name_ja')} maxLength={80} {...field('name_ja')} />
        <FormField as="select" label={t('admin.coupons.form.kind')} {...field('kind')}>
          <option value="amount">{t('admin.coupons.kind_amount')}</option>
          <option value="percent">{t('admin.coupons.kind_percent')}</option>
        </FormField>
        {kind === 'amount' ? (
          <FormField label={t('admin.coupons.form.amount')} inputMode="decimal" dir="ltr" {...field('amount')} />
        ) : (
          <>
            <FormField label={t('admin.coupons.form.percent')} inputMode="numeric" dir="ltr" {...field('percent')} />
            <FormField label={t('admin.coupons.form.cap')} inputMode="decimal" dir="ltr" {...field('cap')} hint={t('admin.coupons.form.cap_hint')} />
          </>
        )}
        <FormField label={t('admin.coupons.form.threshold')} inputMode="decimal" dir="ltr" {...field('threshold')} />
        <FormField as="select" label={t('admin.coupons.form.scope')} {...field('scope')}>
          <option value="all">{t('admin.coupons.scope_all')}</option>
          <option value="products">{t('admin.coupons.scope_products')}</option>
          <option value="categories">{t('admin.coupons.scope_categories')}</option>
        </FormField>
        {scope !== 'all' && <FormField label={t('admin.coupons.form.scope_items')} dir="ltr" {...field('scope_items')} hint={t(`admin.coupons.form.scope_items_hint_${scope}`)} />}
        <FormField label={t('admin.coupons.form.valid_days')} inputMode="numeric" dir="ltr" {...field('valid_days')} />
        <FormField label={t('admin.coupons.form.total_stock')} inputMode="numeric" dir="ltr" {...field('total_stock')} />
        <FormField label={t('admin.coupons.form.per_customer')} inputMode="numeric" dir="ltr" {...field('per_customer')} />
        <FormField as="select" label={t('admin.coupons.form.audience')} {...field('audience')}>
          <option value="members">{t('admin.coupons.audience_members')}</option>
          <option value="everyone">{t('admin.coupons.audience_everyone')}</option>
        </FormField>
      </div>
      <div className="adm-actions">
        <button type="submit" className="adm-btn adm-btn-primary" disabled={isSubmitting}>
          {t('admin.coupons.create')}
        </button>
        <button type="button" className="adm-btn" onClick={onDone}>
          {t('admin.common.cancel')}
        </button>
      </div>
    </form>
  );
}
