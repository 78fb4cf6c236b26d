/**
 * Flash sales: every sale with its price against the regular one, window, units sold of its total, open orders and
 * state; admins create a sale (a shown variant, a lower price, a window in Dubai time, units, a per-customer limit),
 * edit one not ended, or end it now; everyone sees what a sale sold. The server checks and audits each change.
 */
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { formatAed } from '../../../domain/format';
import { seckillSave } from '../../../generated/forms/seckillSave';
import type { components, paths } from '../../../generated/shop-api';
import { aedToFils, roundFils } from '../../../domain/money';
import { fromDubaiLocalInput, toDubaiLocalInput } from '../../../domain/time/calendar';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { FormField } from '../../../client/components/form-field';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatCount, formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useStaff } from '../../components/staff-context';
import { ListDialog } from './list-dialog';
import './stock.css';

type Sale = components['schemas']['StaffFlashSale'];
type SaveBody = paths['/staff/seckill/save']['post']['requestBody']['content']['application/json'];

/** The form's times are Dubai times (the shop's calendar, src/domain/time/calendar.ts): an instant → "2026-12-03T10:00". */
function dubaiInput(iso: string): string {
  return toDubaiLocalInput(new Date(iso));
}

/** "2026-12-03T10:00" in Dubai → the instant, or null when it is not a time. */
function fromDubaiInput(value: string): string | null {
  return fromDubaiLocalInput(value)?.toISOString() ?? null;
}

export default function FlashSalesPage() {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const admin = useStaff().role === 'admin';
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/seckill')));
  const end = useShopMutation({ mutationFn: (id: number) => api.POST('/staff/seckill/end', { body: { id } }) });
  const [editing, setEditing] = useState<Sale | 'new' | null>(null);
  const [ending, setEnding] = useState<Sale | null>(null);
  const [orders, setOrders] = useState<Sale | null>(null);
  const lists = data?.lists ?? [];
  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin_stock.sales.title')}</h1>
        <p className="adm-muted">{t('admin_stock.sales.intro')}</p>
      </header>
      {admin && editing === null && (
        <p>
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setEditing('new')}>
            {t('admin_stock.sales.new')}
          </button>
        </p>
      )}
      {admin && editing !== null && <SaleForm key={editing === 'new' ? 'new' : editing.id} sale={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <section className="adm-panel" aria-labelledby="adm-sales-list">
        <h2 id="adm-sales-list" className="adm-panel-title">
          {t('admin_stock.sales.title')} <span className="adm-count">{lists.length}</span>
        </h2>
        <div className="adm-table-box" aria-busy={loading}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('admin_stock.sales.variant')}</th>
                <th scope="col" className="adm-num">
                  {t('admin_stock.stock.price')}
                </th>
                <th scope="col">{t('admin_stock.sales.window')}</th>
                <th scope="col" className="adm-num">
                  {t('admin_stock.sales.sold')}
                </th>
                <th scope="col" className="adm-num">
                  {t('admin_stock.sales.open_orders')}
                </th>
                <th scope="col">{t('admin_stock.sales.state')}</th>
                <th scope="col">{t('admin_stock.stock.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {lists.map((sale) => (
                <SaleRow key={sale.id} sale={sale} admin={admin} busy={end.pending} onEdit={() => setEditing(sale)} onEnd={() => setEnding(sale)} onOrders={() => setOrders(sale)} />
              ))}
              {lists.length === 0 && (
                <tr>
                  <td colSpan={8} className="adm-table-empty">
                    {failed ? t('admin.common.load_failed') : loading ? t('admin.common.loading') : t('admin_stock.sales.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
      {ending && (
        <ConfirmDialog
          title={t('admin_stock.sales.end_confirm_title')}
          text={t('admin_stock.sales.end_confirm')}
          confirmLabel={t('admin_stock.sales.end')}
          cancelLabel={t('admin_stock.stock.cancel')}
          danger
          onClose={() => setEnding(null)}
          onConfirm={() => void end.run(ending.id)}
        />
      )}
      {orders && <OrdersDialog sale={orders} onClose={() => setOrders(null)} />}
    </section>
  );
}

function SaleRow({ sale, admin, busy, onEdit, onEnd, onOrders }: { sale: Sale; admin: boolean; busy: boolean; onEdit(): void; onEnd(): void; onOrders(): void }) {
  const { t } = useTranslation('admin-stock');
  const locale = useLocale();
  return (
    <tr data-sale-id={sale.id}>
      <td className="adm-num">{sale.id}</td>
      <td>
        <bdi>{sale.name}</bdi>
        <span className="adm-muted adm-block">
          <bdi>{sale.variant_name}</bdi> · {t('admin_stock.sales.variant_stock', { count: sale.variant_stock })}
        </span>
      </td>
      <td className="adm-num">
        <Money fils={sale.price_fils} />
        <span className="adm-muted adm-block">{t('admin_stock.sales.regular', { price: formatAed(sale.regular_fils, locale) })}</span>
      </td>
      <td className="adm-nowrap">
        {formatDateTime(sale.starts_at, locale)}
        <span className="adm-muted adm-block">{formatDateTime(sale.ends_at, locale)}</span>
      </td>
      <td className="adm-num">
        <bdi>{formatCount(sale.sold, locale)}</bdi> / <bdi>{formatCount(sale.total_stock, locale)}</bdi>
        <span className="adm-muted adm-block">{t('admin_stock.sales.per_customer')}: {sale.per_customer}</span>
      </td>
      <td className="adm-num">{sale.orders}</td>
      <td>
        <span className={`adm-status adm-status-${sale.state === 'on' ? 'active' : 'closed'}`}>{t(`admin_stock.sales.states.${sale.state}`)}</span>
      </td>
      <td>
        <div className="adm-stock-actions">
          <button type="button" className="adm-btn" onClick={onOrders}>
            {t('admin_stock.sales.orders')}
          </button>
          {admin && sale.status === 'active' && (
            <>
              <button type="button" className="adm-btn" onClick={onEdit}>
                {t('admin_stock.stock.edit')}
              </button>
              <button type="button" className="adm-btn adm-btn-danger" disabled={busy} onClick={onEnd}>
                {t('admin_stock.sales.end')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

interface SaleFormValues {
  variant_id: string;
  price: string;
  starts_at: string;
  ends_at: string;
  total_stock: string;
  per_customer: string;
}

const FIELD_OF: Record<string, keyof SaleFormValues> = { variant_id: 'variant_id', price_fils: 'price', starts_at: 'starts_at', ends_at: 'ends_at', total_stock: 'total_stock', per_customer: 'per_customer' };

/** The contract's request schema (precompiled: src/generated/forms/seckillSave) over the form's values. */
function saleResolver(id: number | undefined, t: (key: string) => string): Resolver<SaleFormValues, unknown, SaveBody> {
  return async (values) => {
    const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
    const price = values.price.trim();
    const body = {
      ...(id === undefined ? {} : { id }),
      variant_id: whole(values.variant_id),
      price_fils: /^\d+(\.\d{1,2})?$/.test(price) ? roundFils(aedToFils(Number(price))) : NaN,
      starts_at: fromDubaiInput(values.starts_at) ?? '',
      ends_at: fromDubaiInput(values.ends_at) ?? '',
      total_stock: whole(values.total_stock),
      per_customer: whole(values.per_customer),
    };
    const errors: FieldErrors<SaleFormValues> = {};
    if (!seckillSave(body)) {
      for (const issue of seckillSave.errors ?? []) {
        const property = issue.keyword === 'required' && typeof issue.params['missingProperty'] === 'string' ? issue.params['missingProperty'] : (issue.instancePath.split('/')[1] ?? '');
        const field = FIELD_OF[property];
        if (field && !errors[field]) errors[field] = { type: 'validate', message: field === 'price' ? t('admin_stock.stock.price_invalid') : t('admin_stock.stock.required') };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
  };
}

function SaleForm({ sale, onDone }: { sale: Sale | null; onDone(): void }) {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const locale = useLocale();
  const stock = usePageQuery(envelope($api.queryOptions('get', '/staff/stock')));
  const save = useShopMutation({ mutationFn: (body: SaveBody) => api.POST('/staff/seckill/save', { body }) });
  // The default window of a new sale: from now for a day (read once, when the form opens).
  const [now] = useState(() => Date.now());
  const { register, handleSubmit, formState, control } = useForm<SaleFormValues, unknown, SaveBody>({
    defaultValues: sale
      ? { variant_id: String(sale.variant_id), price: (sale.price_fils / 100).toFixed(2), starts_at: dubaiInput(sale.starts_at), ends_at: dubaiInput(sale.ends_at), total_stock: String(sale.total_stock), per_customer: String(sale.per_customer) }
      : { variant_id: '', price: '', starts_at: dubaiInput(new Date(now).toISOString()), ends_at: dubaiInput(new Date(now + 24 * 3_600_000).toISOString()), total_stock: '10', per_customer: '1' },
    resolver: saleResolver(sale?.id, t),
  });
  const errors = formState.errors;
  const options = (stock.data?.lists ?? []).flatMap((g) => g.variants.filter((v) => v.is_show).map((v) => ({ id: v.id, label: `${g.name} — ${v.name[locale] || v.name.en}`, price: v.price_fils, stock: v.stock })));
  const variantId = useWatch({ control, name: 'variant_id' });
  const chosen = options.find((o) => String(o.id) === variantId);
  const submit = handleSubmit(async (body) => {
    if (await save.run(body)) onDone();
  });
  return (
    <form className="adm-panel adm-pad adm-sale-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="adm-sale-form-title">
      <h2 id="adm-sale-form-title" className="adm-panel-title">
        {sale ? t('admin_stock.sales.edit', { id: sale.id }) : t('admin_stock.sales.new')}
      </h2>
      <div className="adm-form-grid">
        <FormField as="select" label={t('admin_stock.sales.variant')} error={errors.variant_id?.message} {...register('variant_id')}>
          <option value="">{t('admin_stock.sales.choose_variant')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </FormField>
        <FormField
          label={t('admin_stock.sales.price')}
          inputMode="decimal"
          dir="ltr"
          error={errors.price?.message}
          hint={chosen ? `${t('admin_stock.sales.regular', { price: formatAed(chosen.price, locale) })} · ${t('admin_stock.sales.variant_stock', { count: chosen.stock })}` : undefined}
          {...register('price')}
        />
        <FormField type="datetime-local" label={t('admin_stock.sales.starts_at')} dir="ltr" error={errors.starts_at?.message} hint={t('admin_stock.sales.time_note')} {...register('starts_at')} />
        <FormField type="datetime-local" label={t('admin_stock.sales.ends_at')} dir="ltr" error={errors.ends_at?.message} hint={t('admin_stock.sales.time_note')} {...register('ends_at')} />
        <FormField label={t('admin_stock.sales.total_stock')} inputMode="numeric" dir="ltr" error={errors.total_stock?.message} {...register('total_stock')} />
        <FormField label={t('admin_stock.sales.per_customer')} inputMode="numeric" dir="ltr" error={errors.per_customer?.message} {...register('per_customer')} />
      </div>
      <div className="adm-stock-actions">
        <button type="submit" className="adm-btn adm-btn-primary" disabled={formState.isSubmitting || save.pending}>
          {sale ? t('admin_stock.sales.save') : t('admin_stock.sales.create')}
        </button>
        <button type="button" className="adm-btn" onClick={onDone}>
          {t('admin_stock.stock.cancel')}
        </button>
      </div>
    </form>
  );
}

function OrdersDialog({ sale, onClose }: { sale: Sale; onClose(): void }) {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const locale = useLocale();
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/staff/seckill/orders', { params: { query: { id: sale.id } } })));
  const rows = data?.lists ?? [];
  return (
    <ListDialog
      title={t('admin_stock.sales.orders_title', { id: sale.id })}
      onClose={onClose}
      loading={loading}
      columns={[
        { label: t('admin_stock.stock.order') },
        { label: t('admin_stock.sales.customer') },
        { label: t('admin_stock.sales.quantity'), num: true },
        { label: t('admin_stock.sales.total'), num: true },
        { label: t('admin_stock.sales.status') },
        { label: t('admin_stock.stock.when') },
      ]}
      empty={rows.length > 0 ? null : loading ? t('admin.common.loading') : t('admin_stock.sales.no_orders')}
    >
      {rows.map((row) => (
        <tr key={row.order_id}>
          <td>
            <Link to={`/orders/${row.order_id}`}>
              <bdi dir="ltr">{row.order_sn}</bdi>
            </Link>
          </td>
          <td>
            <bdi>{row.customer}</bdi>
          </td>
          <td className="adm-num">{row.quantity}</td>
          <td className="adm-num">
            <Money fils={row.total_fils} />
          </td>
          <td>{t(`admin.status.${row.status}`)}</td>
          <td className="adm-nowrap">{formatDateTime(row.created_at, locale)}</td>
        </tr>
      ))}
    </ListDialog>
  );
}
