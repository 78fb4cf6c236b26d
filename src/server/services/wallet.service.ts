/**
 * The wallet: income and expense records (the wallet_ledger) and balance top-ups by bank transfer (spec §3 Recharge).
 * A top-up is a request until staff confirm the money arrived; confirming credits the balance exactly once — the
 * status-conditional update claims the request, and the balance, its ledger row and the user's message are written
 * in the same transaction (a unique recharge_id on the ledger is a second guard).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import type { Db } from '../db/client';
import { orders, payments, uploads, users, walletLedger, walletRecharges } from '../db/schema';
import { fail, ok, type Outcome } from '../lib/envelope';
import { notifyUser } from './message.service';
import { uploadView } from './upload.service';

type Schemas = components['schemas'];
type RecordType = 'all' | 'income' | 'expense';

/** The most one top-up may bring: AED 100,000. */
export const RECHARGE_MAX_FILS = 100_000_00;

/** Remittance references are quoted by their last six letters or digits (spec §3). */
const REFERENCE_LAST6 = /^[0-9A-Za-z]{6}$/;

/** Income: the balance grew or credit was repaid. Expense: the balance fell or credit was used. */
const isIncome = sql`((${walletLedger.account} = 'balance' and ${walletLedger.deltaFils} > 0) or (${walletLedger.account} = 'credit' and ${walletLedger.deltaFils} < 0))`;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (typeof name !== 'string' || name === constraint)) return true;
  }
  return false;
}

type RechargeRow = typeof walletRecharges.$inferSelect;

function rechargeView(row: RechargeRow, voucher: typeof uploads.$inferSelect | null): Schemas['Recharge'] {
  return {
    id: row.id,
    amount_fils: row.amountFils,
    account_name: row.accountName,
    bank: row.bank,
    reference_last6: row.referenceLast6,
    voucher: voucher ? uploadView(voucher) : null,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

export class WalletService {
  constructor(private readonly db: Db) {}

  async records(userId: number, type: RecordType, pageNo: number, pageSize: number) {
    const where = and(eq(walletLedger.userId, userId), type === 'all' ? undefined : type === 'income' ? isIncome : sql`not ${isIncome}`);
    const [rows, total] = await Promise.all([
      this.db
        .select({ entry: walletLedger, orderSn: orders.orderSn })
        .from(walletLedger)
        .leftJoin(orders, eq(orders.id, walletLedger.orderId))
        .where(where)
        .orderBy(desc(walletLedger.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(walletLedger).where(where),
    ]);
    const lists: Schemas['WalletRecord'][] = rows.map(({ entry, orderSn }) => {
      const account = entry.account === 'credit' ? 'credit' : 'balance';
      return {
        id: entry.id,
        account,
        direction: (account === 'balance') === entry.deltaFils > 0 ? 'income' : 'expense',
        delta_fils: entry.deltaFils,
        after_fils: entry.afterFils,
        reason: entry.reason as Schemas['WalletRecord']['reason'],
        order_id: entry.orderId,
        order_sn: orderSn,
        recharge_id: entry.rechargeId,
        created_at: entry.createdAt.toISOString(),
      };
    });
    return { lists, count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  private async view(row: RechargeRow): Promise<Schemas['Recharge']> {
    const [voucher] = await this.db.select().from(uploads).where(eq(uploads.id, row.voucherFileId));
    return rechargeView(row, voucher ?? null);
  }

  async recharges(userId: number, pageNo: number, pageSize: number) {
    const where = eq(walletRecharges.userId, userId);
    const [rows, total] = await Promise.all([
      this.db
        .select({ recharge: walletRecharges, voucher: uploads })
        .from(walletRecharges)
        .leftJoin(uploads, eq(uploads.id, walletRecharges.voucherFileId))
        .where(where)
        .orderBy(desc(walletRecharges.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(walletRecharges).where(where),
    ]);
    const lists = rows.map(({ recharge, voucher }) => rechargeView(recharge, voucher));
    return { lists, count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /** A top-up request: checked here (answers in the shopper's language name the field), then pending for staff. */
  async recharge(
    userId: number,
    input: { amount_fils: number; account_name: string; bank: string; reference_last6: string; voucher_file_id: number },
  ): Promise<Outcome<Schemas['Recharge']>> {
    if (!(input.amount_fils > 0 && input.amount_fils <= RECHARGE_MAX_FILS)) {
      return fail('recharge_amount_invalid', { max: (RECHARGE_MAX_FILS / 100).toLocaleString('en-US') }, 'amount_fils');
    }
    const accountName = input.account_name.trim();
    const bank = input.bank.trim();
    const reference = input.reference_last6.trim();
    if (!accountName) return fail('transfer_details_required', {}, 'account_name');
    if (!bank) return fail('transfer_details_required', {}, 'bank');
    if (!REFERENCE_LAST6.test(reference)) return fail('reference_last6_invalid', {}, 'reference_last6');
    const [voucher] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, input.voucher_file_id), eq(uploads.userId, userId), eq(uploads.kind, 'voucher')));
    if (!voucher) return fail('voucher_required', {}, 'voucher_file_id');
    // A voucher already backing an order's bank transfer cannot also back a top-up.
    const [usedByOrder] = await this.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, userId), sql`(${payments.transfer}->>'voucher_file_id')::int = ${voucher.id}`));
    if ((usedByOrder?.n ?? 0) > 0) return fail('voucher_used', {}, 'voucher_file_id');
    try {
      const [row] = await this.db
        .insert(walletRecharges)
        .values({ userId, amountFils: input.amount_fils, accountName, bank, referenceLast6: reference, voucherFileId: voucher.id })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return ok(await this.view(row), 'recharge_submitted');
    } catch (error) {
      if (isUniqueViolation(error, 'wallet_recharges_voucher_key')) return fail('voucher_used', {}, 'voucher_file_id');
      throw error;
    }
  }

  /**
   * Staff confirm a top-up arrived. Exactly once: only the call whose conditional update moves the request from
   * pending to confirmed credits the balance; concurrent or repeated calls answer `recharge_not_pending`.
   */
  async confirm(rechargeId: number, staffId: number): Promise<Outcome<Schemas['Recharge'] & { user_id: number; balance_fils: number }>> {
    const result = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(walletRecharges)
        .set({ status: 'confirmed', confirmedBy: staffId, confirmedAt: sql`now()` })
        .where(and(eq(walletRecharges.id, rechargeId), eq(walletRecharges.status, 'pending')))
        .returning();
      if (!claimed) return null;
      const [user] = await tx
        .update(users)
        .set({ balanceFils: sql`${users.balanceFils} + ${claimed.amountFils}` })
        .where(eq(users.id, claimed.userId))
        .returning({ balance: users.balanceFils });
      if (!user) throw new Error(`recharge ${rechargeId}: user ${claimed.userId} is missing`);
      await tx.insert(walletLedger).values({ userId: claimed.userId, account: 'balance', deltaFils: claimed.amountFils, afterFils: user.balance, reason: 'top_up', rechargeId: claimed.id });
      await notifyUser(tx, claimed.userId, 'recharge_confirmed', { amount_fils: claimed.amountFils, balance_fils: user.balance });
      return { row: claimed, balance: user.balance };
    });
    if (!result) {
      const [existing] = await this.db.select({ id: walletRecharges.id }).from(walletRecharges).where(eq(walletRecharges.id, rechargeId));
      return existing ? fail('recharge_not_pending') : fail('not_found', {}, 'recharge_id');
    }
    return ok({ ...(await this.view(result.row)), user_id: result.row.userId, balance_fils: result.balance }, 'recharge_confirmed');
  }
}
