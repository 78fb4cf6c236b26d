/** /user/after_sales/input_express?id=: the goods staff asked back were sent — courier and tracking number. */
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { afterSalesExpress } from '../../../generated/forms/afterSalesExpress';
import type { paths } from '../../../generated/shop-api';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { api } from '../../../client/api/api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import '../../components/checkout.css';
import './after-sales.css';

type ExpressBody = paths['/afterSales/express']['post']['requestBody']['content']['application/json'];
interface Form {
  courier: string;
  tracking_no: string;
}

export default function ExpressPage() {
  const { t } = useTranslation('after-sales');
  const id = positiveInt(useSearchParams()[0].get('id'));
  const loaded = usePageQuery({ ...envelope($api.queryOptions('get', '/afterSales/detail', { params: { query: { id: id ?? 0 } } })), enabled: id !== null });
  return (
    <section className="ck-user-page as-page" aria-labelledby="as-express-title">
      <p className="ck-back">
        <Link to={id ? `/user/after_sales/after_sale_details?id=${id}` : '/user/after_sales'}>{t('after_sales.detail.back')}</Link>
      </p>
      <h1 id="as-express-title" className="ck-title">
        {t('after_sales.express.title')}
      </h1>
      {!loaded.data ? (
        <p className="ck-muted">{loaded.failed ? t('after_sales.load_failed') : t('after_sales.loading')}</p>
      ) : !loaded.data.can_send_back ? (
        <p className="as-notice">{t('after_sales.express.not_now')}</p>
      ) : (
        <ExpressForm id={loaded.data.id} sn={loaded.data.sn} note={loaded.data.staff_reason} />
      )}
    </section>
  );
}

function ExpressForm({ id, sn, note }: { id: number; sn: string; note: string | null }) {
  const { t } = useTranslation('after-sales');
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const { register, handleSubmit, formState } = useForm<Form, unknown, ExpressBody>({
    defaultValues: { courier: '', tracking_no: '' },
    resolver: contractResolver({
      validate: afterSalesExpress,
      toBody: (form: Form) => ({ id, courier: form.courier.trim(), tracking_no: form.tracking_no.trim() }),
      label: (field) => t(`after_sales.express.${field}`),
      message: (field) => (field === 'courier' ? t('after_sales.express.courier_required') : field === 'tracking_no' ? t('after_sales.express.tracking_invalid') : undefined),
    }),
  });
  const send = useShopMutation({ mutationFn: (body: ExpressBody) => api.POST('/afterSales/express', { body }) });
  const submit = (event: FormEvent) =>
    handleSubmit(async (body) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const answer = await send.run(body);
      inFlight.current = false;
      if (answer) navigate(`/user/after_sales/after_sale_details?id=${id}`);
    })(event);
  const { errors, isSubmitting } = formState;
  return (
    <form className="ck-panel as-form" onSubmit={submit} noValidate>
      <p>{t('after_sales.sn', { sn })}</p>
      {note && <p className="as-notice">{note}</p>}
      <FormField label={t('after_sales.express.courier')} maxLength={60} error={errors.courier?.message} {...register('courier')} />
      <FormField label={t('after_sales.express.tracking_no')} maxLength={60} dir="ltr" error={errors.tracking_no?.message} {...register('tracking_no')} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('after_sales.express.submit')}
        </button>
      </div>
    </form>
  );
}
