/** The address book (spec §3 Address). One default per user; every call is scoped to the owner. */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { ADDRESS_BOOK_MAX } from '../../../domain/limits';
import { isValidPhone } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { addresses, type AddressSnapshot } from '../../db/schema';
import { fail, invalidField, ok, type Outcome } from '../../http/envelope';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];

function view(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    phone: row.phone,
    province: row.province,
    city: row.city,
    address: row.address,
    area: row.area,
    postal_code: row.postalCode,
    is_default: row.isDefault,
  };
}

export function snapshotOf(row: typeof addresses.$inferSelect): AddressSnapshot {
  const { id: _id, is_default: _d, ...rest } = view(row);
  return rest;
}

function clean(input: AddressInput) {
  return {
    recipient: input.recipient.trim(),
    phone: input.phone.trim(),
    province: input.province.trim(),
    city: input.city.trim(),
    address: input.address.trim(),
    area: input.area?.trim() ?? '',
    postalCode: input.postal_code?.trim() ?? '',
  };
}

export class AddressService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<Address[]> {
    const rows = await this.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.map(view);
  }

  async owned(userId: number, id: number, db: Db | Tx = this.db) {
    const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  private check(input: AddressInput): Outcome<null> {
    if (!isValidPhone(input.phone)) return fail('phone_invalid', {}, 'phone');
    for (const field of ['recipient', 'province', 'city', 'address'] as const) {
      if (!input[field].trim()) return invalidField(field, 'required');
    }
    return ok(null);
  }

  async add(userId: number, input: AddressInput): Promise<Outcome<Address>> {
    const checked = this.check(input);
    if (!checked.ok) return checked;
    return this.db.transaction(async (tx) => {
      const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
      if (existing.length >= ADDRESS_BOOK_MAX) return invalidField('address', 'address_book_full', { limit: ADDRESS_BOOK_MAX });
      const makeDefault = existing.length === 0 || input.is_default === true;
      if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [row] = await tx.insert(addresses).values({ userId, ...clean(input), isDefault: makeDefault }).returning();
      if (!row) throw new Error('insert returned no row');
      return ok(view(row), 'address_saved');
    });
  }

  async edit(userId: number, id: number, input: AddressInput): Promise<Outcome<Address>> {
    const checked = this.check(input);
    if (!checked.ok) return checked;
    return this.db.transaction(async (tx) => {
      const current = await this.owned(userId, id, tx);
      if (!current) return fail('not_found', {}, 'id');
      if (input.is_default === true) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [row] = await tx
        .update(addresses)
        .set({ ...clean(input), isDefault: input.is_default === true ? true : current.isDefault })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row ? ok(view(row), 'address_saved') : fail('not_found', {}, 'id');
    });
  }

  async remove(userId: number, id: number): Promise<Outcome<never[]>> {
    return this.db.transaction(async (tx) => {
      const current = await this.owned(userId, id, tx);
      if (!current) return fail('not_found', {}, 'id');
      await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (current.isDefault) {
        const [next] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), ne(addresses.id, id))).orderBy(asc(addresses.id)).limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
      return ok([], 'address_deleted');
    });
  }

  async setDefault(userId: number, id: number): Promise<Outcome<Address>> {
    return this.db.transaction(async (tx) => {
      const current = await this.owned(userId, id, tx);
      if (!current) return fail('not_found', {}, 'id');
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
      return row ? ok(view(row), 'address_saved') : fail('not_found', {}, 'id');
    });
  }
}
