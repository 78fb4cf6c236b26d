/**
 * The shop settings an admin edits in the console (`staff/settings`): the bank account for transfers, the VAT TRN and
 * address (`settings.business`), the working hours in the shop header (`settings.service.working_hours`) and the
 * site-closed switch (`settings.shop.pc_status`). A save is one transaction with its audit row; the settings table's
 * NOTIFY trigger (migration 0006) makes every server drop its public-data cache when it commits, so the header and
 * the site-closed page follow at once.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { ibanProblem, isSwiftBic, isVatTrn, isWorkingHours, normalizeIban } from '../../../domain/shop/bank-details';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';
import type { BusinessSettings, ServiceSettings, ShopSettings } from '../../db/seed-data/settings';
import { fail, ok, type Failure, type Outcome } from '../../http/envelope';
import type { AuditService } from '../accounts';

type Schemas = components['schemas'];
type Form = Schemas['ShopSettings'];

const EMPTY_BUSINESS: BusinessSettings = { beneficiary: '', bank_name: '', iban: '', swift: '', vat_trn: '', address: '' };

/** The checks of the form, first refused field first (the answer names it). */
function check(input: Form): Failure | Form {
  const form: Form = {
    beneficiary: input.beneficiary.trim(),
    bank_name: input.bank_name.trim(),
    iban: normalizeIban(input.iban),
    swift: input.swift.trim().toUpperCase(),
    vat_trn: input.vat_trn.trim(),
    address: input.address.trim(),
    working_hours: input.working_hours.trim(),
    pc_status: input.pc_status,
  };
  if (!form.beneficiary) return fail('bank_details_required', {}, 'beneficiary');
  if (!form.bank_name) return fail('bank_details_required', {}, 'bank_name');
  const iban = ibanProblem(form.iban);
  if (iban) return fail(iban, {}, 'iban');
  if (!isSwiftBic(form.swift)) return fail('swift_invalid', {}, 'swift');
  if (!isVatTrn(form.vat_trn)) return fail('vat_trn_invalid', {}, 'vat_trn');
  if (!form.address) return fail('shop_address_required', {}, 'address');
  if (!isWorkingHours(form.working_hours)) return fail('working_hours_invalid', {}, 'working_hours');
  return form;
}

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  private async read(db: Db | Tx, lock: boolean): Promise<Form> {
    const query = db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, ['shop', 'service', 'business']));
    const rows = lock ? await query.for('update') : await query;
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    // Settings are written only by the seed and this service, from the typed shapes in seed-data/settings.ts.
    const shop = byKey.get('shop') as ShopSettings | undefined;
    const service = byKey.get('service') as ServiceSettings | undefined;
    if (!shop || !service) throw new Error('settings: "shop" or "service" is missing — has the database been seeded?');
    const business = (byKey.get('business') as BusinessSettings | undefined) ?? EMPTY_BUSINESS;
    return { ...business, working_hours: service.working_hours, pc_status: shop.pc_status };
  }

  async get(): Promise<Form> {
    return this.read(this.db, false);
  }

  /** Checks, then saves every field and audits the changed ones (before → after) in one transaction. */
  async save(staffId: number, input: Form): Promise<Outcome<Form>> {
    const checked = check(input);
    if ('ok' in checked) return checked;
    const form = checked;
    const saved = await this.db.transaction(async (tx) => {
      const before = await this.read(tx, true);
      const business: BusinessSettings = { beneficiary: form.beneficiary, bank_name: form.bank_name, iban: form.iban, swift: form.swift, vat_trn: form.vat_trn, address: form.address };
      await tx
        .insert(settings)
        .values({ key: 'business', value: business })
        .onConflictDoUpdate({ target: settings.key, set: { value: business, updatedAt: sql`now()` } });
      // Only the edited field of the shared documents changes: the rest of `shop` and `service` stays as it is.
      if (before.working_hours !== form.working_hours) {
        await tx
          .update(settings)
          .set({ value: sql`jsonb_set(${settings.value}, '{working_hours}', ${JSON.stringify(form.working_hours)}::jsonb)`, updatedAt: sql`now()` })
          .where(eq(settings.key, 'service'));
      }
      if (before.pc_status !== form.pc_status) {
        await tx
          .update(settings)
          .set({ value: sql`jsonb_set(${settings.value}, '{pc_status}', ${String(form.pc_status)}::jsonb)`, updatedAt: sql`now()` })
          .where(eq(settings.key, 'shop'));
      }
      const changed = (Object.keys(form) as (keyof Form)[]).filter((key) => before[key] !== form[key]);
      if (changed.length > 0) {
        await this.audit.record(tx, {
          actorId: staffId,
          action: 'save_settings',
          entityType: 'settings',
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, form[key]])),
        });
      }
      return form;
    });
    return ok(saved, 'settings_saved');
  }

  /** The account customers transfer to, or null until an admin has set it. */
  async bankAccount(): Promise<Schemas['BankAccount'] | null> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'business'));
    const business = row?.value as BusinessSettings | undefined;
    if (!business?.iban) return null;
    return { beneficiary: business.beneficiary, bank_name: business.bank_name, iban: business.iban, swift: business.swift };
  }
}
