/**
 * Ready stock (category 76): every goods item with its variants — price with and without VAT, units on hand, shown
 * or hidden. Staff adjust stock with a reason (a ledger row and an audit row; never below zero) and read a variant's
 * ledger; admins add variants and change their names, prices and visibility. The server checks every figure.
 */
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stockAdjust } from '../../../generated/forms/stockAdjust';
import { stockVariant } from '../../../generated/forms/stockVariant';
import type { components, paths } from '../../../generated/shop-api';
import { aedToFils, grossFils, roundFils } from '../../../domain/money';
import { Dialog } from '../../../client/components/dialog';
import { FormField } from '../../../client/components/form-field';
import { Money } from '../../../client/components/money';
import { ShopImage } from '../../../client/components/shop-image';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatCount, formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useStaff } from '../../components/staff-context';
import { ListDialog } from './list-dialog';
import './stock.css';

type Goods = components['schemas']['StaffStockGoods'];
type Variant = components['schemas']['StaffStockVariant'];
type AdjustBody = paths['/staff/stock/adjust']['post']['requestBody']['content']['application/json'];
type VariantBody = paths['/staff/stock/variant']['post']['requestBody']['content']['application/json'];

/** Fewer units than this are flagged "low stock". */
const LOW_STOCK = 10;

type Open = { kind: 'adjust' | 'ledger'; variant: Variant; goods: Goods } | { kind: 'variant'; variant: Variant | null; goods: Goods } | null;

export default function StockPage() {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const admin = useStaff().role === 'admin';
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/stock')));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const lists = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (data?.lists ?? []).filter((g) => !needle || g.name.toLocaleLowerCase().includes(needle) || g.variants.some((v) => v.sku.includes(needle) || Object.values(v.name).some((n) => n.toLocaleLowerCase().includes(needle))));
  }, [data, search]);
  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin_stock.stock.title')}</h1>
        <p className="adm-muted">{t('admin_stock.stock.intro')}</p>
        {!admin && <p className="adm-muted">{t('admin_stock.stock.admin_only')}</p>}
      </header>
      <section className="adm-panel" aria-labelledby="adm-stock-list">
        <h2 id="adm-stock-list" className="adm-panel-title">
          {t('admin_stock.stock.goods')} <span className="adm-count">{lists.length}</span>
        </h2>
        <div className="adm-stock-search">
          <label htmlFor="adm-stock-search">{t('admin_stock.stock.search')}</label>
          <input id="adm-stock-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="adm-table-box" aria-busy={loading}>
          <table className="adm-table adm-stock-goods">
            <thead>
              <tr>
                <th scope="col">{t('admin_stock.stock.variant')}</th>
                <th scope="col">{t('admin_stock.stock.sku')}</th>
                <th scope="col" className="adm-num">
                  {t('admin_stock.stock.price')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin_stock.stock.price_gross')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin_stock.stock.stock')}
                </th>
                <th scope="col">{t('admin_stock.stock.shown')}</th>
                <th scope="col">{t('admin_stock.stock.actions')}</th>
              </tr>
            </thead>
            {lists.map((goods) => (
              <tbody key={goods.id} data-goods-id={goods.id}>
                <tr>
                  <th scope="rowgroup" colSpan={6}>
                    <ShopImage src={goods.image} alt="" width={28} height={28} className="adm-stock-thumb" />
                    <bdi>{goods.name}</bdi> <span className="adm-muted">#{goods.id}</span>
                    {!goods.is_show && <span className="adm-badge adm-badge-warn">{t('admin_stock.stock.hidden')}</span>}
                  </th>
                  <th scope="rowgroup">
                    {admin && (
                      <button type="button" className="adm-btn" onClick={() => setOpen({ kind: 'variant', variant: null, goods })}>
                        {t('admin_stock.stock.add_variant')}
                      </button>
                    )}
                  </th>
                </tr>
                {goods.variants.length === 0 && (
                  <tr>
                    <td colSpan={7} className="adm-muted">
                      {t('admin_stock.stock.no_variants')}
                    </td>
                  </tr>
                )}
                {goods.variants.map((variant) => (
                  <VariantRow key={variant.id} variant={variant} admin={admin} onOpen={(kind) => setOpen(kind === 'variant' ? { kind, variant, goods } : { kind, variant, goods })} />
                ))}
              </tbody>
            ))}
            {lists.length === 0 && (
              <tbody>
                <tr>
                  <td colSpan={7} className="adm-table-empty">
                    {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : t('admin_stock.stock.no_variants')}
                  </td>
                </tr>
              </tbody>
            )}
          </table>
        </div>
      </section>
      {open?.kind === 'adjust' && <AdjustDialog variant={open.variant} goods={open.goods} onClose={() => setOpen(null)} />}
      {open?.kind === 'ledger' && <LedgerDialog variant={open.variant} goods={open.goods} onClose={() => setOpen(null)} />}
      {open?.kind === 'variant' && <VariantDialog variant={open.variant} goods={open.goods} onClose={() => setOpen(null)} />}
    </section>
  );
}

function VariantRow({ variant, admin, onOpen }: { variant: Variant; admin: boolean; onOpen(kind: 'adjust' | 'ledger' | 'variant'): void }) {
  const { t } = useTranslation('admin-stock');
  const locale = useLocale();
  return (
    <tr data-variant-id={variant.id} className={variant.is_show ? '' : 'adm-stock-hidden'}>
      <td>
        <bdi>{variant.name[locale] || variant.name.en}</bdi>
      </td>
      <td>
        <bdi dir="ltr">{variant.sku}</bdi>
      </td>
      <td className="adm-num">
        <Money fils={variant.price_fils} />
      </td>
      <td className="adm-num">
        <Money fils={grossFils(variant.price_fils)} />
      </td>
      <td className="adm-num">
        <bdi>{formatCount(variant.stock, locale)}</bdi>
        {variant.stock < LOW_STOCK && <span className="adm-badge adm-badge-warn adm-stock-low">{t('admin_stock.stock.low')}</span>}
      </td>
      <td>{variant.is_show ? t('admin_stock.stock.shown') : t('admin_stock.stock.hidden')}</td>
      <td>
        <div className="adm-stock-actions">
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => onOpen('adjust')}>
            {t('admin_stock.stock.adjust')}
          </button>
          <button type="button" className="adm-btn" onClick={() => onOpen('ledger')}>
            {t('admin_stock.stock.ledger')}
          </button>
          {admin && (
            <button type="button" className="adm-btn" onClick={() => onOpen('variant')}>
              {t('admin_stock.stock.edit')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

function variantLabel(goods: Goods, variant: Variant, locale: 'en' | 'zh' | 'ar' | 'ja'): string {
  return `${goods.name} — ${variant.name[locale] || variant.name.en}`;
}

interface AdjustForm {
  delta: string;
  reason: string;
}

/** The contract's request schema (precompiled: src/generated/forms/stockAdjust) plus a whole, non-zero number. */
function adjustResolver(variantId: number, t: (key: string) => string): Resolver<AdjustForm, unknown, AdjustBody> {
  return async (values) => {
    const errors: FieldErrors<AdjustForm> = {};
    const delta = /^[-−]?\d+$/.test(values.delta.trim()) ? Number(values.delta.trim().replace('−', '-')) : NaN;
    const body = { variant_id: variantId, delta, reason: values.reason.trim() };
    if (!stockAdjust(body)) {
      for (const issue of stockAdjust.errors ?? []) {
        const field = issue.instancePath.includes('reason') || issue.params['missingProperty'] === 'reason' ? 'reason' : 'delta';
        if (!errors[field]) errors[field] = { type: 'validate', message: field === 'reason' ? t('admin_stock.stock.required') : t('admin_stock.stock.delta_invalid') };
      }
    }
    if (!body.reason && !errors.reason) errors.reason = { type: 'validate', message: t('admin_stock.stock.required') };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
  };
}

function AdjustDialog({ variant, goods, onClose }: { variant: Variant; goods: Goods; onClose(): void }) {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const locale = useLocale();
  const adjust = useShopMutation({ mutationFn: (body: AdjustBody) => api.POST('/staff/stock/adjust', { body }) });
  const { register, handleSubmit, formState } = useForm<AdjustForm, unknown, AdjustBody>({ defaultValues: { delta: '', reason: '' }, resolver: adjustResolver(variant.id, t) });
  const submit = handleSubmit(async (body) => {
    if (await adjust.run(body)) onClose();
  });
  return (
    <Dialog title={`${t('admin_stock.stock.adjust')}: ${variantLabel(goods, variant, locale)}`} onClose={onClose} closeLabel={t('admin_stock.stock.close')} className="adm-dialog">
      <form className="adm-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="adm-muted">
          {t('admin_stock.stock.stock')}: <bdi>{formatCount(variant.stock, locale)}</bdi>
        </p>
        <FormField label={t('admin_stock.stock.delta')} inputMode="numeric" dir="ltr" error={formState.errors.delta?.message} {...register('delta')} />
        <FormField label={t('admin_stock.stock.reason')} maxLength={200} hint={t('admin_stock.stock.reason_hint')} error={formState.errors.reason?.message} {...register('reason')} />
        <div className="adm-dialog-actions">
          <button type="button" className="adm-btn" onClick={onClose}>
            {t('admin_stock.stock.cancel')}
          </button>
          <button type="submit" className="adm-btn adm-btn-primary" disabled={formState.isSubmitting || adjust.pending}>
            {t('admin_stock.stock.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function LedgerDialog({ variant, goods, onClose }: { variant: Variant; goods: Goods; onClose(): void }) {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const locale = useLocale();
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/staff/stock/ledger', { params: { query: { variant_id: variant.id } } })));
  const rows = data?.lists ?? [];
  return (
    <ListDialog
      title={t('admin_stock.stock.ledger_title', { name: variantLabel(goods, variant, locale) })}
      onClose={onClose}
      loading={loading}
      columns={[
        { label: t('admin_stock.stock.when') },
        { label: t('admin_stock.stock.reason') },
        { label: t('admin_stock.stock.change'), num: true },
        { label: t('admin_stock.stock.after'), num: true },
        { label: t('admin_stock.stock.order') },
        { label: t('admin_stock.stock.by') },
      ]}
      empty={rows.length > 0 ? null : loading ? t('admin.common.loading') : t('admin_stock.stock.ledger_empty')}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="adm-nowrap">{formatDateTime(row.created_at, locale)}</td>
          <td>
            {t(`admin_stock.stock.reasons.${row.reason}`)}
            {row.note && <span className="adm-muted adm-block">{row.note}</span>}
          </td>
          <td className="adm-num">
            <bdi dir="ltr">{row.delta > 0 ? `+${row.delta}` : `−${Math.abs(row.delta)}`}</bdi>
          </td>
          <td className="adm-num">{formatCount(row.after, locale)}</td>
          <td>{row.order_sn && <bdi dir="ltr">{row.order_sn}</bdi>}</td>
          <td>{row.actor && <bdi>{row.actor}</bdi>}</td>
        </tr>
      ))}
    </ListDialog>
  );
}

interface VariantForm {
  name_en: string;
  name_zh: string;
  name_ar: string;
  name_ja: string;
  price: string;
  is_show: boolean;
}

/** "12.50" (AED) → 1250 fils; NaN when it is not an amount. */
function toFils(text: string): number {
  const value = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(value) ? roundFils(aedToFils(Number(value))) : NaN;
}

function variantResolver(goodsId: number, id: number | undefined, t: (key: string) => string): Resolver<VariantForm, unknown, VariantBody> {
  return async (values) => {
    const errors: FieldErrors<VariantForm> = {};
    const body: VariantBody = {
      ...(id === undefined ? {} : { id }),
      goods_id: goodsId,
      name: { en: values.name_en.trim(), zh: values.name_zh.trim(), ar: values.name_ar.trim(), ja: values.name_ja.trim() },
      price_fils: toFils(values.price),
      is_show: values.is_show,
    };
    for (const lang of ['en', 'zh', 'ar', 'ja'] as const) if (!body.name[lang]) errors[`name_${lang}`] = { type: 'validate', message: t('admin_stock.stock.required') };
    if (!stockVariant(body)) {
      for (const issue of stockVariant.errors ?? []) {
        if (issue.instancePath.startsWith('/price_fils') && !errors.price) errors.price = { type: 'validate', message: t('admin_stock.stock.price_invalid') };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
  };
}

function VariantDialog({ variant, goods, onClose }: { variant: Variant | null; goods: Goods; onClose(): void }) {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const save = useShopMutation({ mutationFn: (body: VariantBody) => api.POST('/staff/stock/variant', { body }) });
  const { register, handleSubmit, formState } = useForm<VariantForm, unknown, VariantBody>({
    defaultValues: variant
      ? { name_en: variant.name.en, name_zh: variant.name.zh, name_ar: variant.name.ar, name_ja: variant.name.ja, price: (variant.price_fils / 100).toFixed(2), is_show: variant.is_show }
      : { name_en: '', name_zh: '', name_ar: '', name_ja: '', price: '', is_show: true },
    resolver: variantResolver(goods.id, variant?.id, t),
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (body) => {
    if (await save.run(body)) onClose();
  });
  return (
    <Dialog title={`${variant ? t('admin_stock.stock.edit') : t('admin_stock.stock.add_variant')}: ${goods.name}`} onClose={onClose} closeLabel={t('admin_stock.stock.close')} className="adm-dialog adm-dialog-wide">
      <form className="adm-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="adm-form-grid">
          <FormField label={t('admin_stock.stock.name_en')} maxLength={80} error={errors.name_en?.message} {...register('name_en')} />
          <FormField label={t('admin_stock.stock.name_zh')} maxLength={80} error={errors.name_zh?.message} {...register('name_zh')} />
          <FormField label={t('admin_stock.stock.name_ar')} maxLength={80} dir="rtl" error={errors.name_ar?.message} {...register('name_ar')} />
          <FormField label={t('admin_stock.stock.name_ja')} maxLength={80} error={errors.name_ja?.message} {...register('name_ja')} />
          <FormField label={t('admin_stock.stock.price_aed')} inputMode="decimal" dir="ltr" error={errors.price?.message} {...register('price')} />
          <label className="adm-check">
            <input type="checkbox" {...register('is_show')} /> {t('admin_stock.stock.show_in_shop')}
          </label>
        </div>
        {!variant && <p className="adm-muted">{t('admin_stock.stock.new_variant_note')}</p>}
        <div className="adm-dialog-actions">
          <button type="button" className="adm-btn" onClick={onClose}>
            {t('admin_stock.stock.cancel')}
          </button>
          <button type="submit" className="adm-btn adm-btn-primary" disabled={formState.isSubmitting || save.pending}>
            {t('admin_stock.stock.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
