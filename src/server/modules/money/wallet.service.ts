/**
 * The wallet: income and expense records (the wallet_ledger) and balance top-ups by bank transfer (spec §3 Recharge).
 * A top-up is a request until staff confirm the money arrived; confirming credits the balance exactly once — the
 * status-conditional update claims the request, and the balance, its ledger row and the user's message are written
 * in the same transaction (a unique recharge_id on the ledger is a second guard).
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { STAFF_QUEUE_MAX } from '../../../domain/limits';
import { FILS_PER_AED } from '../../../domain/money';
import { isReferenceLast6, TOP_UP_MAX_FILS } from '../../../domain/payment-transfer';
import { rechargeMachine } from '../../../domain/wallet/recharge-status';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { orders, transferVouchers, uploads, users, walletLedger, walletRecharges } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, ok, refusedWith, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import { creditLineSql, moveMoney } from './ledger';
import type { MessageService } from '../messaging';
import { uploadView } from '../files';
import { claimVoucher } from './vouchers';

type Schemas = components['schemas'];
type RecordType = 'all' | 'income' | 'expense';


/**
 * Income: the balance grew, credit was repaid or staff raised the credit limit. Expense: the balance fell, credit was
 * used or the credit limit was lowered.
 */
const isIncome = sql`((${walletLedger.account} in ('balance', 'credit_limit') and ${walletLedger.deltaFils} > 0) or (${walletLedger.account} = 'credit' and ${walletLedger.deltaFils} < 0))`;

const ledgerAccounts = ['balance', 'credit', 'credit_limit'] as const;

type RechargeRow = typeof walletRecharges.$inferSelect;

function rechargeView(row: RechargeRow, voucher: typeof uploads.$inferSelect | null): Schemas['Recharge'] {
  return {
    id: row.id,
    amount_fils: row.amountFils,
    account_name: row.accountName,
    bank: row.bank,
    reference_last6: row.referenceLast6,
    voucher: voucher ? uploadView(voucher) : null,
    status: row.status === 'confirmed' || row.status === 'rejected' ? row.status : 'pending',
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
  };
}

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly messages: MessageService,
    private readonly audit: AuditService,
    /** The shop's clock (SHOP_CLOCK): when a top-up was confirmed. */
    private readonly clock: Clock,
  ) {}

  /** The user's balance and credit (`user/wallet`); the credit limit is the line they may use (staff's or their level's). */
  async balances(userId: number) {
    const [row] = await this.db
      .select({ balance_fils: users.balanceFils, credit_limit_fils: creditLineSql, credit_used_fils: users.creditUsedFils })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? { balance_fils: 0, credit_limit_fils: 0, credit_used_fils: 0 };
  }

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
      const account = ledgerAccounts.find((a) => a === entry.account) ?? 'balance';
      return {
        id: entry.id,
        account,
        direction: (account !== 'credit') === entry.deltaFils > 0 ? 'income' : 'expense',
        delta_fils: entry.deltaFils,
        after_fils: entry.afterFils,
        reason: entry.reason as Schemas['WalletRecord']['reason'],
        note: entry.note,
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
    if (!(input.amount_fils > 0 && input.amount_fils <= TOP_UP_MAX_FILS)) {
      return fail('recharge_amount_invalid', { max: (TOP_UP_MAX_FILS / FILS_PER_AED).toLocaleString('en-US') }, 'amount_fils');
    }
    const accountName = input.account_name.trim();
    const bank = input.bank.trim();
    const reference = input.reference_last6.trim();
    if (!accountName) return fail('transfer_details_required', {}, 'account_name');
    if (!bank) return fail('transfer_details_required', {}, 'bank');
    if (!isReferenceLast6(reference)) return fail('reference_last6_invalid', {}, 'reference_last6');
    const [voucher] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, input.voucher_file_id), eq(uploads.userId, userId), eq(uploads.kind, 'voucher'), isNull(uploads.deletedAt)));
    if (!voucher) return fail('voucher_required', {}, 'voucher_file_id');
    try {
      const row = await refusedWith(() =>
        this.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(walletRecharges)
            .values({ userId, amountFils: input.amount_fils, accountName, bank, referenceLast6: reference, voucherFileId: voucher.id, status: rechargeMachine.initial })
            .returning();
          if (!inserted) throw new Error('insert returned no row');
          // The voucher (or the same receipt uploaded again) must not back an order's transfer or another top-up.
          await claimVoucher(tx, { userId, fileId: voucher.id, rechargeId: inserted.id });
          return ok(inserted);
        }),
      );
      if (!row.ok) return row;
      return ok(await this.view(row.data), 'recharge_submitted');
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
    const confirm = statusMove(rechargeMachine, walletRecharges.status, 'confirm');
    const result = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(walletRecharges)
        .set({ status: confirm.to, confirmedBy: staffId, confirmedAt: this.clock.now() })
        .where(and(eq(walletRecharges.id, rechargeId), confirm.from))
        .returning();
      if (!claimed) return null;
      const moved = await moveMoney(tx, { userId: claimed.userId, account: 'balance', deltaFils: claimed.amountFils, reason: 'top_up', rechargeId: claimed.id });
      if (!moved) throw new Error(`recharge ${rechargeId}: user ${claimed.userId} is missing`);
      const user = { balance: moved.afterFils };
      await this.messages.notify(tx, claimed.userId, 'recharge_confirmed', { amount_fils: claimed.amountFils, balance_fils: user.balance });
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'confirm_recharge',
        entityType: 'recharge',
        entityId: claimed.id,
        userId: claimed.userId,
        before: { status: 'pending', balance_fils: user.balance - claimed.amountFils },
        after: { status: claimed.status, balance_fils: user.balance },
      });
      return { row: claimed, balance: user.balance };
    });
    if (!result) {
      const [existing] = await this.db.select({ id: walletRecharges.id }).from(walletRecharges).where(eq(walletRecharges.id, rechargeId));
      return existing ? fail('recharge_not_pending') : fail('not_found', {}, 'recharge_id');
    }
    return ok({ ...(await this.view(result.row)), user_id: result.row.userId, balance_fils: result.balance }, 'recharge_confirmed');
  }

  /**
   * Staff reject a top-up with a reason: the status-conditional update claims it (so a concurrent confirm or reject
   * loses), nothing is credited, the voucher may be used again, and the customer is told why — one transaction.
   */
  async reject(rechargeId: number, staffId: number, reason: string): Promise<Outcome<Schemas['Recharge']>> {
    const reject = statusMove(rechargeMachine, walletRecharges.status, 'reject');
    const why = reason.trim();
    const row = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(walletRecharges)
        .set({ status: reject.to, rejectReason: why })
        .where(and(eq(walletRecharges.id, rechargeId), reject.from))
        .returning();
      if (!claimed) return null;
      await tx.delete(transferVouchers).where(eq(transferVouchers.rechargeId, claimed.id));
      await this.messages.notify(tx, claimed.userId, 'recharge_rejected', { amount_fils: claimed.amountFils, reason: why });
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'reject_recharge',
        entityType: 'recharge',
        entityId: claimed.id,
        userId: claimed.userId,
        before: { status: 'pending' },
        after: { status: claimed.status },
        reason: why,
      });
      return claimed;
    });
    if (!row) {
      const [existing] = await this.db.select({ id: walletRecharges.id }).from(walletRecharges).where(eq(walletRecharges.id, rechargeId));
      return existing ? fail('recharge_not_pending') : fail('not_found', {}, 'recharge_id');
    }
    return ok(await this.view(row), 'recharge_rejected');
  }

  /** Top-ups waiting for staff, oldest first, with their customers (the console's transfers page). */
  async pending(): Promise<Schemas['PendingRecharge'][]> {
    const rows = await this.db
      .select({ recharge: walletRecharges, voucher: uploads, user: { id: users.id, nickname: users.nickname, mobile: users.mobile } })
      .from(walletRecharges)
      .innerJoin(users, eq(users.id, walletRecharges.userId))
      .leftJoin(uploads, eq(uploads.id, walletRecharges.voucherFileId))
      .where(eq(walletRecharges.status, 'pending'))
      .orderBy(walletRecharges.id)
      .limit(STAFF_QUEUE_MAX);
    return rows.map(({ recharge, voucher, user }) => ({ recharge: rechargeView(recharge, voucher), customer: user }));
  }
}
