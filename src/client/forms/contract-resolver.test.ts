/** The forms' resolver: the contract's precompiled request validators, the form's own rules and its messages. */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../domain/i18n';
import { address } from '../../generated/forms/address';
import { login } from '../../generated/forms/login';
import { recharge } from '../../generated/forms/recharge';
import { register } from '../../generated/forms/register';
import { contractResolver } from './contract-resolver';

beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: dictionaries.en } }, interpolation: { escapeValue: false } }));

const options = { fields: {}, shouldUseNativeValidation: undefined };
const label = (field: string) => field.toUpperCase();

describe('the precompiled request validators', () => {
  it('follow the contract (openapi/shop.yaml)', () => {
    expect(login({ account: 'ahmed', password: 'x' })).toBe(true);
    expect(login({ account: '', password: 'x' })).toBe(false);
    expect(login({ account: 'a', password: 'x', extra: 1 })).toBe(false);
    expect(register({ type: 'personal', nickname: 'Al', mobile: '0501234567', password: 'abc123', password_confirm: 'abc123' })).toBe(true);
    expect(register({ type: 'robot', nickname: 'Al', mobile: '0501234567', password: 'abc123', password_confirm: 'abc123' })).toBe(false);
    expect(address({ recipient: 'A', phone: '050123', province: 'Dubai', city: 'Dubai', address: 'x'.repeat(301) })).toBe(false);
    expect(recharge({ account_name: 'A', bank: 'B', reference_last6: 'ABC123', voucher_file_id: 1 })).toBe(false);
  });
});

describe('contractResolver', () => {
  const loginForm = (message?: (field: 'account' | 'password', keyword: string) => string | undefined) =>
    contractResolver({ validate: login, toBody: (values: { account: string; password: string }) => ({ account: values.account.trim(), password: values.password }), label, ...(message ? { message } : {}) });

  it('passes the request body to the submit handler when valid', async () => {
    expect(await loginForm()({ account: '  ahmed ', password: 'pw' }, undefined, options)).toEqual({ values: { account: 'ahmed', password: 'pw' }, errors: {} });
  });

  it("gives each refused field the form's message, or the generic message of the keyword in the user's language", async () => {
    const result = await loginForm((field, keyword) => (keyword === 'minLength' ? `${field} is required` : undefined))({ account: ' ', password: 'x'.repeat(65) }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      account: { type: 'minLength', message: 'account is required' },
      password: { type: 'maxLength', message: '“PASSWORD”: must be at most 64 characters' },
    });
    await i18next.changeLanguage('ar');
    i18next.addResourceBundle('ar', 'translation', dictionaries.ar);
    const arabic = await loginForm()({ account: 'a', password: 'x'.repeat(65) }, undefined, options);
    expect(arabic.errors['password']?.message).toMatch(/^«PASSWORD»: [\u0600-\u06FF].*64/);
    await i18next.changeLanguage('en');
  });

  it("adds the form's own rules for fields the contract accepted, and maps body properties to form fields", async () => {
    type Form = { amount: string; bank: string };
    const resolver = contractResolver({
      validate: recharge,
      toBody: (form: Form) => ({ amount_fils: /^\d+$/.test(form.amount) ? Number(form.amount) : undefined, account_name: 'A', bank: form.bank, reference_last6: 'ABC123', voucher_file_id: 1 }),
      fields: { amount_fils: 'amount' },
      label,
      message: (field) => (field === 'amount' ? 'amount is invalid' : undefined),
      refine: (form) => ({ bank: !form.bank.trim() && 'bank is required', amount: 'never shown: the contract refused amount first' }),
    });
    expect((await resolver({ amount: 'ten', bank: ' ' }, undefined, options)).errors).toEqual({
      amount: { type: 'required', message: 'amount is invalid' },
      bank: { type: 'validate', message: 'bank is required' },
    });
  });
});
