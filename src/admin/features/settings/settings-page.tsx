/**
 * /settings (admins): the bank account customers transfer to (shown on the shop's payment and top-up pages), the VAT
 * TRN and address, the working hours in the shop header and the site-closed switch. Checked here as the server checks
 * (src/domain/shop/bank-details.ts) so each field says what is wrong before saving; the server's answer is final.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban, ibanProblem, isSwiftBic, isVatTrn, isWorkingHours } from '../../../domain/shop/bank-details';
import type { components } from '../../../generated/shop-api';
import { api } from '../../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { useStaff } from '../../components/staff-context';

type Settings = components['schemas']['ShopSettings'];
type Field = Exclude<keyof Settings, 'pc_status'>;

/** The contract's maxLength of each field. */
const MAX: Record<Field, number> = { beneficiary: 140, bank_name: 140, iban: 42, swift: 11, vat_trn: 15, address: 300, working_hours: 11 };

function problems(form: Settings): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!form.beneficiary.trim()) found.beneficiary = 'required';
  if (!form.bank_name.trim()) found.bank_name = 'required';
  const iban = ibanProblem(form.iban);
  if (iban) found.iban = iban;
  if (!isSwiftBic(form.swift)) found.swift = 'swift_invalid';
  if (!isVatTrn(form.vat_trn)) found.vat_trn = 'vat_trn_invalid';
  if (!form.address.trim()) found.address = 'required';
  if (!isWorkingHours(form.working_hours)) found.working_hours = 'working_hours_invalid';
  return found;
}

export default function SettingsPage() {
  const { t } = useTranslation('admin');
  // The navigation shows this page to admins only; staff who open its address are told so (the server refuses them).
  if (useStaff().role !== 'admin') {
    return (
      <section className="adm-page">
        <h1>{t('admin.settings.title')}</h1>
        <p className="adm-callout">{t('admin.settings.admins_only')}</p>
      </section>
    );
  }
  return <AdminSettings />;
}

function AdminSettings() {
  const { t } = useTranslation('admin');
  const { data, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/settings')));
  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin.settings.title')}</h1>
        <p className="adm-muted">{t('admin.settings.intro')}</p>
      </header>
      {data ? <SettingsForm key={JSON.stringify(data)} saved={data} /> : <p className="adm-muted">{failed ? t('admin.common.load_failed') : t('admin.common.loading')}</p>}
    </section>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<Settings>({ ...saved, iban: saved.iban ? formatIban(saved.iban) : '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useShopMutation({
    mutationFn: (body: Settings) => api.POST('/staff/settings', { body }),
  });
  const set = (field: keyof Settings, value: string | number) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // After a refused save, messages follow the corrections.
    if (Object.keys(errors).length > 0) setErrors(problems(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`settings-${first}`)?.focus();
    await save.run(form);
  };
  const input = (field: Field, extra: { dir?: 'ltr'; hint?: string; autoComplete?: string } = {}) => {
    const error = errors[field];
    const id = `settings-${field}`;
    return (
      <label className="adm-field">
        <span>{t(`admin.settings.${field}`)}</span>
        <input
          id={id}
          name={field}
          value={form[field]}
          maxLength={MAX[field]}
          dir={extra.dir}
          autoComplete={extra.autoComplete ?? 'off'}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : extra.hint ? `${id}-hint` : undefined}
          onChange={(e) => set(field, e.target.value)}
        />
        {error ? (
          <span id={`${id}-error`} className="adm-error">
            {t(`admin.settings.problem.${error}`)}
          </span>
        ) : (
          extra.hint && (
            <span id={`${id}-hint`} className="adm-muted">
              {extra.hint}
            </span>
          )
        )}
      </label>
    );
  };

  return (
    <form className="adm-settings" onSubmit={(e) => void submit(e)} noValidate>
      <section className="adm-panel" aria-labelledby="bank-title">
        <h2 id="bank-title" className="adm-panel-title">
          {t('admin.settings.bank')}
        </h2>
        <p className="adm-muted adm-pad">{t('admin.settings.bank_intro')}</p>
        <div className="adm-form-grid">
          {input('beneficiary')}
          {input('bank_name')}
          {input('iban', { dir: 'ltr', hint: t('admin.settings.iban_hint') })}
          {input('swift', { dir: 'ltr', hint: t('admin.settings.swift_hint') })}
        </div>
      </section>
      <section className="adm-panel" aria-labelledby="business-title">
        <h2 id="business-title" className="adm-panel-title">
          {t('admin.settings.business')}
        </h2>
        <div className="adm-form-grid">
          {input('vat_trn', { dir: 'ltr', hint: t('admin.settings.vat_trn_hint') })}
          {input('address', { autoComplete: 'street-address' })}
        </div>
      </section>
      <section className="adm-panel" aria-labelledby="shop-title">
        <h2 id="shop-title" className="adm-panel-title">
          {t('admin.settings.shop')}
        </h2>
        <div className="adm-form-grid">
          {input('working_hours', { dir: 'ltr', hint: t('admin.settings.working_hours_hint') })}
          <fieldset className="adm-field adm-choice">
            <legend>{t('admin.settings.pc_status')}</legend>
            {([1, 0] as const).map((value) => (
              <label key={value}>
                <input type="radio" name="pc_status" value={value} checked={form.pc_status === value} onChange={() => set('pc_status', value)} /> {t(`admin.settings.pc_status_${value}`)}
              </label>
            ))}
          </fieldset>
        </div>
        {form.pc_status === 0 && <p className="adm-callout adm-callout-error adm-pad-inline">{t('admin.settings.closed_warning')}</p>}
      </section>
      <div className="adm-action-row">
        <button type="submit" className="adm-btn adm-btn-primary" disabled={save.pending}>
          {t('admin.settings.save')}
        </button>
      </div>
    </form>
  );
}
