/**
 * /user/invoice — apply for a tax invoice (spec §3 invoice application, §6): one paid order, or a summary of several;
 * headed with the certified company and its TRN, or the person's name (with a TRN when they have no certification);
 * a full or a simplified tax invoice. The amount shown is the sum of the orders' figures from the server, which
 * computes the invoice's amount itself from the orders.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { applyInvoice } from '../../../generated/forms/applyInvoice';
import type { components, paths } from '../../../generated/shop-api';
import { INVOICE_CATEGORIES, isValidTrn, type InvoiceCategory, type InvoiceHeader, type InvoiceMethod } from '../../../domain/invoice/rules';
import { EmptyState } from '../../components/empty-state';
import { FormField } from '../../../client/components/form-field';
import { Money } from '../../../client/components/money';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useLocale } from '../../../client/i18n';
import './invoices.css';

type Options = components['schemas']['InvoiceOptions'];
type ApplyBody = NonNullable<paths['/invoice/apply']['post']['requestBody']>['content']['application/json'];

export default function InvoicePage() {
  const { t } = useTranslation('invoices');
  const options = usePageQuery(envelope($api.queryOptions('get', '/invoice/options')));
  const data = options.data;
  return (
    <section className="inv-page" aria-labelledby="inv-apply-title">
      <div className="inv-page-head">
        <h1 id="inv-apply-title" className="inv-title">
          {t('inv.apply.title')}
        </h1>
        <Link to="/user/invoice_record" className="inv-link">
          {t('inv.apply.records_link')}
        </Link>
      </div>
      {!data ? (
        <p className="inv-muted">{options.failed ? t('inv.common.load_failed') : t('inv.common.loading')}</p>
      ) : (
        <ApplyForm key={options.updatedAt} options={data} />
      )}
    </section>
  );
}

interface ApplyValues {
  method: InvoiceMethod;
  order_ids: string[];
  header: InvoiceHeader;
  category: InvoiceCategory;
  trn: string;
}

function ApplyForm({ options }: { options: Options }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const navigate = useNavigate();
  const certified = options.certification.status === 'verified';
  const labels: Record<keyof ApplyValues, string> = { method: t('inv.apply.method'), order_ids: t('inv.apply.orders'), header: t('inv.apply.header'), category: t('inv.apply.category'), trn: t('inv.apply.trn') };
  const { register, handleSubmit, formState, control } = useForm<ApplyValues, unknown, ApplyBody>({
    defaultValues: { method: 'summary', order_ids: [], header: certified ? 'company' : 'personal', category: 'tax_invoice', trn: '' },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: applyInvoice,
      toBody: (values: ApplyValues) => {
        const trn = values.trn.replace(/\s+/g, '');
        return { method: values.method, order_ids: values.order_ids.map(Number), header: values.header, category: values.category, ...(values.header === 'personal' && trn ? { trn } : {}) };
      },
      label: (field) => labels[field],
      message: (field, keyword) => (field === 'order_ids' && keyword === 'minItems' ? t('inv.apply.pick_orders') : undefined),
      refine: (values) => ({
        order_ids: (values.method === 'order' ? values.order_ids.length !== 1 : values.order_ids.length < 2) && t(values.method === 'order' ? 'inv.apply.pick_single' : 'inv.apply.pick_several'),
        trn: values.header === 'personal' && values.trn.trim() !== '' && !isValidTrn(values.trn.replace(/\s+/g, '')) && t('inv.apply.trn_rule'),
      }),
    }),
  });
  const apply = useShopMutation({ mutationFn: (body: ApplyBody) => api.POST('/invoice/apply', { body }) });
  const { errors, isSubmitting } = formState;
  const [orderIds, header, method] = useWatch({ control, name: ['order_ids', 'header', 'method'] });
  const chosen = new Set(orderIds);
  const total = options.orders.filter((o) => chosen.has(String(o.id))).reduce((sum, o) => sum + o.amount_due_fils, 0);

  return (
    <>
      {!certified && (
        <p className="inv-note" data-testid="invoice-needs-certification">
          {t('inv.apply.needs_certification')} <Link to="/user/profile#certification" className="text-link">
            {t('inv.apply.certify_link')}
          </Link>
        </p>
      )}
      <form
        className="inv-panel"
        noValidate
        aria-labelledby="inv-apply-title"
        onSubmit={handleSubmit(async (body) => {
          if (await apply.run(body)) navigate('/user/invoice_record');
        })}
      >
        <fieldset className="inv-choice">
          <legend>{labels.method}</legend>
          {(['order', 'summary'] as const).map((value) => (
            <label key={value} className="inv-check">
              <input type="radio" value={value} {...register('method')} /> {t(`inv.method.${value}`)}
            </label>
          ))}
        </fieldset>

        <fieldset className="inv-orders" aria-describedby={errors.order_ids ? 'order_ids-error' : undefined}>
          <legend>{method === 'order' ? t('inv.apply.pick_single') : t('inv.apply.pick_several')}</legend>
          {options.orders.length === 0 ? (
            <EmptyState icon="orders">
              <p>{t('inv.apply.no_orders')}</p>
            </EmptyState>
          ) : (
            <table className="inv-table">
              <thead>
                <tr>
                  <th scope="col" className="inv-check-col">
                    <span className="visually-hidden">{t('inv.apply.choose')}</span>
                  </th>
                  <th scope="col">{t('inv.apply.order_sn')}</th>
                  <th scope="col">{t('inv.apply.order_time')}</th>
                  <th scope="col" className="inv-num">
                    {t('inv.apply.vat')}
                  </th>
                  <th scope="col" className="inv-num">
                    {t('inv.apply.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {options.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <input type="checkbox" className="inv-checkbox" id={`inv-order-${order.id}`} value={String(order.id)} aria-label={t('inv.apply.choose_order', { sn: order.order_sn })} {...register('order_ids')} />
                    </td>
                    <td>
                      <label htmlFor={`inv-order-${order.id}`} className="inv-order-sn">
                        <bdi>{order.order_sn}</bdi>
                      </label>
                    </td>
                    <td>{formatDateTime(order.created_at, locale)}</td>
                    <td className="inv-num">
                      <Money fils={order.tax_fils} />
                    </td>
                    <td className="inv-num">
                      <Money fils={order.amount_due_fils} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {errors.order_ids?.message && (
            <p id="order_ids-error" className="field-error" role="alert">
              {errors.order_ids.message}
            </p>
          )}
        </fieldset>

        <div className="inv-form-grid">
          <FormField as="select" label={labels.header} error={errors.header?.message} {...register('header')}>
            <option value="company" disabled={!certified}>
              {certified ? t('inv.header.company_named', { name: options.certification.company_name }) : t('inv.header.company')}
            </option>
            <option value="personal">{t('inv.header.personal_named', { name: options.person_name })}</option>
          </FormField>
          <FormField as="select" label={labels.category} hint={t('inv.apply.category_hint')} error={errors.category?.message} {...register('category')}>
            {INVOICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`inv.category.${category}`)}
              </option>
            ))}
          </FormField>
          {header === 'personal' && <FormField label={labels.trn} inputMode="numeric" dir="ltr" hint={t(certified ? 'inv.apply.trn_optional' : 'inv.apply.trn_hint')} error={errors.trn?.message} {...register('trn')} />}
          {header === 'company' && certified && (
            <p className="inv-trn-note">
              {t('inv.apply.company_trn')}{' '}
              <bdi className="inv-mono" dir="ltr">
                {options.certification.trn}
              </bdi>
            </p>
          )}
        </div>

        <div className="inv-form-actions inv-submit">
          <span className="inv-total">
            {t('inv.apply.total', { count: chosen.size })} <Money fils={total} className="inv-amount" />
          </span>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || options.orders.length === 0}>
            {t('inv.apply.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
