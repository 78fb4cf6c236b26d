/**
 * Tax certification on /user/profile (spec §2 personal information, §4 states): the company name, the UAE TRN
 * (15 digits), the business licence and an optional trademark authorisation (JPEG, PNG or PDF under 5 MB, checked
 * again by the server from the bytes). In review → verified, or failed with staff's reason and a form to submit
 * again. The customer opens their own documents here; staff see them in the console.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitCertification } from '../../../generated/forms/submitCertification';
import type { components, paths } from '../../../generated/shop-api';
import { COMPANY_NAME_MAX, isValidTrn } from '../../../domain/invoice/rules';
import { FormField } from '../../../client/components/form-field';
import { VoucherField, type VoucherFieldText } from '../../components/voucher-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { api } from '../../../client/api/api';
import { saveFileAnswer } from '../../../client/api/file-answer';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { MAX_UPLOAD_MB } from '../../../client/api/upload';
import { useLocale } from '../../../client/i18n';

type Certification = components['schemas']['Certification'];
type Upload = components['schemas']['Upload'];
type CertificationBody = NonNullable<paths['/account/certification/submit']['post']['requestBody']>['content']['application/json'];
/** The body as the form builds it: the licence is missing until uploaded (the contract refuses it then). */
type DraftBody = Omit<CertificationBody, 'licence_file_id'> & { licence_file_id?: number };


export function CertificationPanel() {
  const { t } = useTranslation('invoices');
  const query = usePageQuery(envelope($api.queryOptions('get', '/account/certification')));
  const [editing, setEditing] = useState(false);
  const cert = query.data;
  return (
    <section className="uc-panel" id="certification" aria-labelledby="uc-cert-title" data-testid="certification-panel">
      <div className="uc-panel-head">
        <h2 id="uc-cert-title" className="uc-section-title">
          {t('inv.cert.title')}
        </h2>
        {cert && <span className={`uc-tag uc-cert-${cert.status}`} data-testid="certification-status">{t(`inv.cert.status.${cert.status}`)}</span>}
      </div>
      {!cert ? (
        <p className="uc-muted">{query.failed ? t('inv.common.load_failed') : t('inv.common.loading')}</p>
      ) : cert.status === 'none' || editing ? (
        <>
          <p className="uc-intro">{t('inv.cert.intro')}</p>
          <CertificationForm previous={cert} onDone={() => setEditing(false)} />
        </>
      ) : (
        <CertificationSummary cert={cert} onResubmit={() => setEditing(true)} />
      )}
    </section>
  );
}

function CertificationSummary({ cert, onResubmit }: { cert: Certification; onResubmit(): void }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  return (
    <>
      {cert.status === 'in_review' && <p className="uc-note">{t('inv.cert.in_review_note')}</p>}
      {cert.status === 'failed' && (
        <p className="uc-note uc-failed-note" role="status">
          {t('inv.cert.failed_note')} <strong className="uc-reject-reason">{cert.reject_reason}</strong>
        </p>
      )}
      <dl className="uc-contact-list">
        <div className="uc-contact-row">
          <dt>{t('inv.cert.company')}</dt>
          <dd>
            <bdi>{cert.company_name}</bdi>
          </dd>
        </div>
        <div className="uc-contact-row">
          <dt>{t('inv.cert.trn')}</dt>
          <dd>
            <bdi className="uc-mono" dir="ltr">
              {cert.trn}
            </bdi>
          </dd>
        </div>
        {(['licence', 'trademark'] as const).map((which) => {
          const file = cert[which];
          return file ? (
            <div key={which} className="uc-contact-row">
              <dt>{t(`inv.cert.${which}`)}</dt>
              <dd>
                <DocumentLink file={file} />
              </dd>
            </div>
          ) : null;
        })}
        {cert.submitted_at && (
          <div className="uc-contact-row">
            <dt>{t('inv.cert.submitted_at')}</dt>
            <dd>{formatDateTime(cert.submitted_at, locale)}</dd>
          </div>
        )}
      </dl>
      {cert.status === 'failed' && (
        <div className="uc-form-actions">
          <button type="button" className="btn btn-primary" onClick={onResubmit}>
            {t('inv.cert.resubmit')}
          </button>
        </div>
      )}
    </>
  );
}

function DocumentLink({ file }: { file: Upload }) {
  const { t } = useTranslation('invoices');
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    const ok = await saveFileAnswer(api.GET('/account/certification/file', { params: { query: { id: file.id } }, parseAs: 'blob' }), file.name, 'open');
    setFailed(!ok);
  };
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => void open()}>
        <bdi>{file.name}</bdi>
      </button>
      {failed && <span className="field-error"> {t('inv.common.load_failed')}</span>}
    </>
  );
}

interface CertValues {
  company_name: string;
  trn: string;
  licence: Upload | null;
  trademark: Upload | null;
}

function CertificationForm({ previous, onDone }: { previous: Certification; onDone(): void }) {
  const { t } = useTranslation('invoices');
  const labels: Record<keyof CertValues, string> = { company_name: t('inv.cert.company'), trn: t('inv.cert.trn'), licence: t('inv.cert.licence'), trademark: t('inv.cert.trademark') };
  const { register, handleSubmit, formState, setValue, clearErrors, control } = useForm<CertValues, unknown, DraftBody>({
    defaultValues: { company_name: previous.company_name ?? '', trn: previous.trn ?? '', licence: null, trademark: null },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: submitCertification,
      toBody: (values: CertValues) => ({
        company_name: values.company_name.trim(),
        trn: values.trn.replace(/\s+/g, ''),
        ...(values.licence ? { licence_file_id: values.licence.id } : {}),
        ...(values.trademark ? { trademark_file_id: values.trademark.id } : {}),
      }),
      label: (field) => labels[field],
      fields: { licence_file_id: 'licence', trademark_file_id: 'trademark' },
      message: (field, keyword) => (field === 'licence' && keyword === 'required' ? t('inv.cert.licence_required') : undefined),
      refine: (values) => ({ trn: !isValidTrn(values.trn.replace(/\s+/g, '')) && t('inv.cert.trn_rule') }),
    }),
  });
  const [licence, trademark] = useWatch({ control, name: ['licence', 'trademark'] });
  const submit = useShopMutation({ mutationFn: (body: CertificationBody) => api.POST('/account/certification/submit', { body }) });
  const { errors, isSubmitting } = formState;
  const fileText = (which: 'licence' | 'trademark'): VoucherFieldText => ({
    label: labels[which],
    upload: t('inv.cert.upload'),
    replace: t('inv.cert.replace'),
    hint: t('inv.cert.file_hint', { mb: MAX_UPLOAD_MB }),
    wrongType: t('inv.cert.file_type'),
    failed: t('inv.common.load_failed'),
    uploading: (percent) => t('inv.cert.uploading', { percent }),
  });
  return (
    <form
      noValidate
      aria-labelledby="uc-cert-title"
      onSubmit={handleSubmit(async ({ licence_file_id, ...body }) => {
        if (licence_file_id !== undefined && (await submit.run({ ...body, licence_file_id }))) onDone();
      })}
    >
      <div className="uc-form-grid">
        <FormField label={labels.company_name} maxLength={COMPANY_NAME_MAX} autoComplete="organization" error={errors.company_name?.message} {...register('company_name')} />
        <FormField label={labels.trn} inputMode="numeric" dir="ltr" hint={t('inv.cert.trn_rule')} error={errors.trn?.message} {...register('trn')} />
        <VoucherField id="cert-licence" kind="certificate" testId="licence-input" value={licence} error={errors.licence?.message} onChange={(file) => {
            setValue('licence', file);
            clearErrors('licence');
          }} text={fileText('licence')} />
        <VoucherField id="cert-trademark" kind="certificate" testId="trademark-input" value={trademark} error={errors.trademark?.message} onChange={(file) => {
            setValue('trademark', file);
            clearErrors('trademark');
          }} text={{ ...fileText('trademark'), label: `${labels.trademark} ${t('inv.cert.optional')}` }} />
      </div>
      <div className="uc-form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('inv.cert.submit')}
        </button>
      </div>
    </form>
  );
}
