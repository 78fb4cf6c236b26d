/**
 * The address book (spec §3 Address): choose, create, edit, delete, set default. Used by the confirm-order page (with
 * selection) and by /user/address.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/i18n/locales';
import { isValidPhone } from '../../../domain/validation';
import type { components } from '../../../generated/shop-api';
import { FormField } from '../../components/form-field';
import { api, call } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { useLocale } from './checkout-i18n';
import { ConfirmDialog, Dialog } from './parts';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];

/** The seven emirates; the stored value is the English name, shown in the page's language. */
export const EMIRATES = [
  ['abu_dhabi', 'Abu Dhabi'],
  ['dubai', 'Dubai'],
  ['sharjah', 'Sharjah'],
  ['ajman', 'Ajman'],
  ['umm_al_quwain', 'Umm Al Quwain'],
  ['ras_al_khaimah', 'Ras Al Khaimah'],
  ['fujairah', 'Fujairah'],
] as const;

export function useEmirateName(): (value: string) => string {
  const { t } = useTranslation();
  return (value) => {
    const found = EMIRATES.find(([, name]) => name === value);
    return found ? t(`checkout.emirate.${found[0]}`) : value;
  };
}

const LIST_SEPARATOR: Record<Locale, string> = { en: ', ', zh: '，', ja: '、', ar: '، ' };

export function AddressText({ address }: { address: Pick<Address, 'province' | 'city' | 'area' | 'address' | 'postal_code'> }) {
  const emirate = useEmirateName();
  const locale = useLocale();
  const parts = [emirate(address.province), address.city, address.area, address.address, address.postal_code].filter(Boolean);
  return <span className="ck-address-text">{parts.join(LIST_SEPARATOR[locale])}</span>;
}

interface Props {
  /** With selection: the chosen address id and a setter (the confirm page). */
  selectedId?: number | null;
  onSelect?(id: number | null): void;
}

export function AddressBook({ selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const { data, loading } = useApi(() => call(api.GET('/address/lists')), [version]);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const lists = data?.lists ?? null;
  const reload = () => setVersion((v) => v + 1);

  // Choose the default (or first) address when nothing valid is chosen.
  useEffect(() => {
    if (!onSelect || !lists) return;
    if (selectedId && lists.some((a) => a.id === selectedId)) return;
    onSelect((lists.find((a) => a.is_default) ?? lists[0])?.id ?? null);
  }, [lists, selectedId, onSelect]);

  async function remove(address: Address) {
    if (await call(api.POST('/address/delete', { body: { id: address.id } }))) reload();
  }

  async function makeDefault(address: Address) {
    if (await call(api.POST('/address/setDefault', { body: { id: address.id } }))) reload();
  }

  return (
    <div className="ck-address-book">
      {lists && lists.length === 0 && <p className="ck-muted">{t('checkout.address.empty')}</p>}
      <ul className="ck-address-grid" aria-busy={loading}>
        {(lists ?? []).map((address) => {
          const chosen = onSelect && selectedId === address.id;
          return (
            <li key={address.id} className={`ck-address-card${chosen ? ' is-chosen' : ''}`}>
              {onSelect ? (
                <label className="ck-address-choose">
                  <input type="radio" name="address" checked={Boolean(chosen)} onChange={() => onSelect(address.id)} aria-label={`${t('checkout.address.choose')}: ${address.recipient}`} />
                  <AddressCardBody address={address} />
                </label>
              ) : (
                <AddressCardBody address={address} />
              )}
              <div className="ck-address-actions">
                {!address.is_default && (
                  <button type="button" className="link-button ck-link" onClick={() => void makeDefault(address)}>
                    {t('checkout.address.set_default')}
                  </button>
                )}
                <button type="button" className="link-button ck-link" onClick={() => setEditing(address)}>
                  {t('checkout.common.edit')}
                </button>
                <button type="button" className="link-button ck-link ck-danger" onClick={() => setDeleting(address)}>
                  {t('checkout.common.delete')}
                </button>
              </div>
            </li>
          );
        })}
        <li className="ck-address-card ck-address-add">
          <button type="button" className="ck-add-button" onClick={() => setEditing('new')}>
            <span aria-hidden="true">+</span> {t('checkout.address.add')}
          </button>
        </li>
      </ul>
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          firstAddress={!lists || lists.length === 0}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            reload();
            onSelect?.(saved.id);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('checkout.address.delete_confirm_title')}
          text={t('checkout.address.delete_confirm', { name: deleting.recipient })}
          confirmLabel={t('checkout.common.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </div>
  );
}

function AddressCardBody({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <div className="ck-address-body">
      <div className="ck-address-head">
        <strong>{address.recipient}</strong>
        <bdi dir="ltr">{address.phone}</bdi>
        {address.is_default && <span className="ck-tag">{t('checkout.address.default')}</span>}
      </div>
      <AddressText address={address} />
    </div>
  );
}

type Errors = Partial<Record<keyof AddressInput, string>>;

function AddressDialog({ address, firstAddress, onClose, onSaved }: { address: Address | null; firstAddress: boolean; onClose(): void; onSaved(address: Address): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<AddressInput>(() => ({
    recipient: address?.recipient ?? '',
    phone: address?.phone ?? '',
    province: address?.province ?? '',
    city: address?.city ?? '',
    address: address?.address ?? '',
    area: address?.area ?? '',
    postal_code: address?.postal_code ?? '',
    is_default: address?.is_default ?? firstAddress,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof AddressInput) => (value: string | boolean) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // After a refused save, messages follow the corrections.
    if (Object.keys(errors).length > 0) setErrors(validate(next));
  };

  function validate(form: AddressInput): Errors {
    const required = (field: 'recipient' | 'city' | 'address') => (form[field].trim() ? null : t('checkout.address.required', { field: t(`checkout.address.${field}`) }));
    const out: Errors = {};
    const recipient = required('recipient');
    if (recipient) out.recipient = recipient;
    // spec §5: phone or WhatsApp — at least 6 characters.
    if (!isValidPhone(form.phone)) out.phone = t('checkout.address.phone_invalid');
    if (!form.province) out.province = t('checkout.address.province_required');
    const city = required('city');
    if (city) out.city = city;
    const detail = required('address');
    if (detail) out.address = detail;
    return out;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: AddressInput = {
      ...form,
      recipient: form.recipient.trim(),
      phone: form.phone.trim(),
      city: form.city.trim(),
      address: form.address.trim(),
      area: form.area?.trim() ?? '',
      postal_code: form.postal_code?.trim() ?? '',
    };
    setBusy(true);
    const saved = address ? await call(api.POST('/address/edit', { body: { ...body, id: address.id } })) : await call(api.POST('/address/add', { body }));
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const knownEmirate = EMIRATES.some(([, name]) => name === form.province);
  return (
    <Dialog title={address ? t('checkout.address.edit_title') : t('checkout.address.add_title')} onClose={onClose} wide>
      <form className="ck-address-form" onSubmit={submit} noValidate>
        <FormField label={t('checkout.address.recipient')} name="recipient" autoComplete="name" maxLength={60} value={form.recipient} onChange={(e) => set('recipient')(e.target.value)} error={errors.recipient} />
        <FormField label={t('checkout.address.phone')} name="phone" type="tel" dir="ltr" autoComplete="tel" maxLength={32} value={form.phone} onChange={(e) => set('phone')(e.target.value)} error={errors.phone} />
        <div className={`form-field${errors.province ? ' has-error' : ''}`}>
          <label htmlFor="province">{t('checkout.address.province')}</label>
          <select id="province" name="province" value={form.province} aria-invalid={Boolean(errors.province)} aria-describedby={errors.province ? 'province-error' : undefined} onChange={(e) => set('province')(e.target.value)}>
            <option value="">{t('checkout.address.choose_province')}</option>
            {EMIRATES.map(([key, name]) => (
              <option key={key} value={name}>
                {t(`checkout.emirate.${key}`)}
              </option>
            ))}
            {form.province && !knownEmirate && <option value={form.province}>{form.province}</option>}
          </select>
          {errors.province && (
            <p id="province-error" className="field-error" role="alert">
              {errors.province}
            </p>
          )}
        </div>
        <FormField label={t('checkout.address.city')} name="city" autoComplete="address-level2" maxLength={60} value={form.city} onChange={(e) => set('city')(e.target.value)} error={errors.city} />
        <FormField label={t('checkout.address.area')} name="area" maxLength={60} value={form.area ?? ''} onChange={(e) => set('area')(e.target.value)} />
        <FormField label={t('checkout.address.postal_code')} name="postal_code" autoComplete="postal-code" maxLength={20} value={form.postal_code ?? ''} onChange={(e) => set('postal_code')(e.target.value)} />
        <div className="ck-span-2">
          <FormField
            label={t('checkout.address.address')}
            name="address"
            autoComplete="street-address"
            maxLength={300}
            placeholder={t('checkout.address.address_placeholder')}
            value={form.address}
            onChange={(e) => set('address')(e.target.value)}
            error={errors.address}
          />
        </div>
        <label className="ck-check ck-span-2">
          <input type="checkbox" checked={Boolean(form.is_default)} onChange={(e) => set('is_default')(e.target.checked)} />
          {t('checkout.address.is_default')}
        </label>
        <div className="ck-dialog-actions ck-span-2">
          <button type="button" className="btn" onClick={onClose}>
            {t('checkout.common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('checkout.common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
