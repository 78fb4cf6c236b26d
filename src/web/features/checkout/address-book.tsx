/**
 * The address book (spec §3 Address): choose, create, edit, delete, set default. Used by the confirm-order page (with
 * selection) and by /user/address.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/i18n/locales';
import { isValidPhone } from '../../../domain/validation';
import { address as addressBody } from '../../../generated/forms/address';
import type { components } from '../../../generated/shop-api';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { api } from '../../../client/api/api';
import { useLocale } from '../../../client/i18n';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { Dialog } from '../../../client/components/dialog';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];

/** The address book's query: every address write refetches it. */

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
  const { t } = useTranslation('checkout');
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
  const { t } = useTranslation('checkout');
  const { data, loading } = usePageQuery(envelope($api.queryOptions('get', '/address/lists')));
  const remove = useShopMutation({ mutationFn: (address: Address) => api.POST('/address/delete', { body: { id: address.id } }) });
  const makeDefault = useShopMutation({ mutationFn: (address: Address) => api.POST('/address/setDefault', { body: { id: address.id } }) });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const lists = data?.lists ?? null;

  // Choose the default (or first) address when nothing valid is chosen.
  useEffect(() => {
    if (!onSelect || !lists) return;
    if (selectedId && lists.some((a) => a.id === selectedId)) return;
    onSelect((lists.find((a) => a.is_default) ?? lists[0])?.id ?? null);
  }, [lists, selectedId, onSelect]);

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
                  <button type="button" className="link-button ck-link" onClick={() => void makeDefault.run(address)}>
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
            onSelect?.(saved.id);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          cancelLabel={t('checkout.common.cancel')}
          title={t('checkout.address.delete_confirm_title')}
          text={t('checkout.address.delete_confirm', { name: deleting.recipient })}
          confirmLabel={t('checkout.common.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove.run(deleting)}
        />
      )}
    </div>
  );
}

function AddressCardBody({ address }: { address: Address }) {
  const { t } = useTranslation('checkout');
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

type AddressValues = Required<AddressInput>;
type TextField = Exclude<keyof AddressInput, 'is_default'>;

function AddressDialog({ address, firstAddress, onClose, onSaved }: { address: Address | null; firstAddress: boolean; onClose(): void; onSaved(address: Address): void }) {
  const { t } = useTranslation('checkout');
  const required = (field: 'recipient' | 'city' | 'address') => t('checkout.address.required', { field: t(`checkout.address.${field}`) });
  /** What a field says when the contract or the shop's rules refuse it (area and postal code: the generic message). */
  const messages: Partial<Record<keyof AddressInput, string>> = {
    recipient: required('recipient'),
    // spec §5: phone or WhatsApp — at least 6 characters.
    phone: t('checkout.address.phone_invalid'),
    province: t('checkout.address.province_required'),
    city: required('city'),
    address: required('address'),
  };
  // After a refused save, messages follow the corrections (react-hook-form re-validates on change).
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: {
      recipient: address?.recipient ?? '',
      phone: address?.phone ?? '',
      province: address?.province ?? '',
      city: address?.city ?? '',
      address: address?.address ?? '',
      area: address?.area ?? '',
      postal_code: address?.postal_code ?? '',
      is_default: address?.is_default ?? firstAddress,
    } satisfies AddressValues,
    resolver: contractResolver({
      validate: addressBody,
      toBody: (form: AddressValues): AddressInput => ({
        ...form,
        recipient: form.recipient.trim(),
        phone: form.phone.trim(),
        city: form.city.trim(),
        address: form.address.trim(),
        area: form.area.trim(),
        postal_code: form.postal_code.trim(),
      }),
      label: (field) => t(`checkout.address.${field}`),
      message: (field, keyword) => (keyword === 'maxLength' ? undefined : messages[field]),
      refine: (form) => ({ phone: !isValidPhone(form.phone) && messages.phone }),
    }),
  });
  const { errors, isSubmitting: busy } = formState;
  const save = useShopMutation({
    mutationFn: (body: AddressInput) => (address ? api.POST('/address/edit', { body: { ...body, id: address.id } }) : api.POST('/address/add', { body })),
  });
  const field = (name: TextField) => ({ error: errors[name]?.message, ...register(name) });

  const submit = handleSubmit(async (body) => {
    const saved = await save.run(body);
    if (saved) onSaved(saved);
  });

  const province = useWatch({ control, name: 'province' });
  const knownEmirate = EMIRATES.some(([, name]) => name === province);
  return (
    <Dialog title={address ? t('checkout.address.edit_title') : t('checkout.address.add_title')} onClose={onClose} closeLabel={t('checkout.common.close')} className="dialog-wide">
      <form className="ck-address-form" onSubmit={submit} noValidate>
        <FormField label={t('checkout.address.recipient')} autoComplete="name" maxLength={60} {...field('recipient')} />
        <FormField label={t('checkout.address.phone')} type="tel" dir="ltr" autoComplete="tel" maxLength={32} {...field('phone')} />
        <FormField as="select" label={t('checkout.address.province')} {...field('province')}>
          <option value="">{t('checkout.address.choose_province')}</option>
          {EMIRATES.map(([key, name]) => (
            <option key={key} value={name}>
              {t(`checkout.emirate.${key}`)}
            </option>
          ))}
          {province && !knownEmirate && <option value={province}>{province}</option>}
        </FormField>
        <FormField label={t('checkout.address.city')} autoComplete="address-level2" maxLength={60} {...field('city')} />
        <FormField label={t('checkout.address.area')} maxLength={60} {...field('area')} />
        <FormField label={t('checkout.address.postal_code')} autoComplete="postal-code" maxLength={20} {...field('postal_code')} />
        <div className="ck-span-2">
          <FormField label={t('checkout.address.address')} autoComplete="street-address" maxLength={300} placeholder={t('checkout.address.address_placeholder')} {...field('address')} />
        </div>
        <label className="ck-check ck-span-2">
          <input type="checkbox" {...register('is_default')} />
          {t('checkout.address.is_default')}
        </label>
        <div className="dialog-actions ck-span-2">
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
