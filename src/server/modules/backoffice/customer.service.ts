/**
 * Customers in the staff console: the list (search and paging), one customer's page (figures, newest orders, wallet
 * records) and the admin's adjustments of the balance and the credit limit. Each adjustment is one transaction:
 * a conditional update of the figure (so concurrent adjustments never lose one, and the balance never goes below
 * zero nor the limit below the debt), its wallet_ledger row with the staff reason, the customer's message and the
 * audit row (before → after).
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { formatAed } from '../../../domain/format';
import { CUSTOMER_RECENT_LEDGER, CUSTOMER_RECENT_ORDERS } from '../../../domain/limits';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { likePrefix } from '../../infra/like';
import type { AuditService } from '../accounts';
import type { FulfilmentService } from '../ordering';
import type { MessageService } from '../messaging';
import type { WalletService } from '../money';
import { moveMoney, setCreditLimit } from '../money';

type Schemas = components['schemas'];

export interface CustomerServiceDeps {
  audit: AuditService;
  messages: MessageService;
  wallet: WalletService;
  fulfilment: FulfilmentService;
}

/** The list shows customers; a staff member's own shop account (staff may shop too) opens from their orders. */
const isCustomer = eq(users.role, 'customer');

const customerColumns = {
  id: users.id,
  nickname: users.nickname,
  mobile: users.mobile,
  email: users.email,
  company_name: users.companyName,
  type_id: users.typeId,
  level: users.level,
  balance_fils: users.balanceFils,
  credit_limit_fils: users.creditLimitFils,
  credit_used_fils: users.creditUsedFils,
  // Qualified by hand: drizzle writes a selected column without its table, which the subquery would take as orders.id.
  order_count: sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`,
  created_at: users.createdAt,
};

type CustomerRow = { [K in keyof typeof customerColumns]: K extends 'created_at' ? Date : K extends 'order_count' ? number : Schemas['StaffCustomer'][K] };

function customerView(row: CustomerRow): Schemas['StaffCustomer'] {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Error parameters are plain text: amounts are written the English way, which every dictionary quotes as is. */
const aed = (fils: number) => formatAed(fils, 'en');

export class CustomerService {
  constructor(
    private readonly db: Db,
    private readonly deps: CustomerServiceDeps,
  ) {}

  /**
   * Customers (not staff), newest first. `q` is a case-insensitive prefix of the nickname, company name or email, or
   * a phone prefix (spaces and dashes ignored).
   */
  async list(q: string | undefined, pageNo: number, pageSize: number) {
    const text = q?.trim();
    let where: SQL | undefined = isCustomer;
    if (text) {
      const lower = likePrefix(text.toLowerCase());
      where = and(
        isCustomer,
        or(
          sql`lower(${users.nickname}) like ${lower}`,
          sql`${users.mobile} like ${likePrefix(text.replace(/[\s-]/g, ''))}`,
          sql`lower(${users.companyName}) like ${lower}`,
          sql`lower(${users.email}) like ${lower}`,
        ),
      );
    }
    const [rows, total] = await Promise.all([
      this.db
        .select(customerColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { lists: rows.map(customerView), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  private async customer(id: number): Promise<Schemas['StaffCustomer'] | null> {
    const [row] = await this.db.select(customerColumns).from(users).where(eq(users.id, id));
    return row ? customerView(row) : null;
  }

  /** One account's page (an unknown id is "not found"). */
  async detail(id: number): Promise<Outcome<Schemas['StaffCustomerDetail']>> {
    const customer = await this.customer(id);
    if (!customer) return fail('not_found', {}, 'id');
    const [recent, ledger] = await Promise.all([
      this.deps.fulfilment.customerOrders(id, CUSTOMER_RECENT_ORDERS),
      this.deps.wallet.records(id, 'all', 1, CUSTOMER_RECENT_LEDGER),
    ]);
    return ok({ customer, recent_orders: recent, ledger: ledger.lists });
  }

  /**
   * Credits or debits the balance. The update is conditional (`balance + delta >= 0`) and relative, so concurrent
   * adjustments each apply to the balance as it is then, and a debit that would take it below zero changes nothing.
   */
  async adjustBalance(
    staffId: number,
    input: { user_id: number; direction: 'credit' | 'debit'; amount_fils: number; reason: string },
  ): Promise<Outcome<Schemas['StaffCustomer']>> {
    const why = input.reason.trim();
    if (!why) return fail('reason_required', {}, 'reason');
    // Nobody adjusts their own money: another admin must.
    if (input.user_id === staffId) return fail('forbidden', {}, 'user_id');
    const delta = input.direction === 'credit' ? input.amount_fils : -input.amount_fils;
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const moved = await moveMoney(tx, { userId: input.user_id, account: 'balance', deltaFils: delta, reason: 'adjustment', note: why });
        if (!moved) {
          const [user] = await tx.select({ balance: users.balanceFils }).from(users).where(eq(users.id, input.user_id));
          throw new Refusal(user ? fail('adjustment_over_balance', { balance: aed(user.balance) }, 'amount_fils') : fail('not_found', {}, 'user_id'));
        }
        const after = { balance: moved.afterFils };
        const before = after.balance - delta;
        await this.deps.messages.notify(tx, input.user_id, delta > 0 ? 'balance_credited' : 'balance_debited', { amount_fils: input.amount_fils, balance_fils: after.balance, reason: why });
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: delta > 0 ? 'credit_balance' : 'debit_balance',
          entityType: 'user',
          entityId: input.user_id,
          userId: input.user_id,
          before: { balance_fils: before },
          after: { balance_fils: after.balance },
          reason: why,
        });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    const customer = await this.customer(input.user_id);
    return customer ? ok(customer, 'balance_adjusted') : fail('not_found', {}, 'user_id');
  }

  /**
   * Sets the credit limit. Optimistic: the update holds only while the limit is still the one the admin saw and the
   * debt (credit used, which payments raise concurrently) is not above the new limit.
   */
  async setCreditLimit(
    staffId: number,
    input: { user_id: number; credit_limit_fils: number; seen_credit_limit_fils: number; reason: string },
  ): Promise<Outcome<Schemas['StaffCustomer']>> {
    const why = input.reason.trim();
    if (!why) return fail('reason_required', {}, 'reason');
    if (input.user_id === staffId) return fail('forbidden', {}, 'user_id');
    const limit = input.credit_limit_fils;
    const seen = input.seen_credit_limit_fils;
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const changed = await setCreditLimit(tx, { userId: input.user_id, limitFils: limit, seenFils: seen, note: why });
        if (!changed) {
          const [user] = await tx.select({ limit: users.creditLimitFils, used: users.creditUsedFils }).from(users).where(eq(users.id, input.user_id));
          if (!user) throw new Refusal(fail('not_found', {}, 'user_id'));
          if (user.limit !== seen) throw new Refusal(fail('customer_changed', {}, 'seen_credit_limit_fils'));
          throw new Refusal(fail('credit_limit_below_debt', { debt: aed(user.used) }, 'credit_limit_fils'));
        }
        await this.deps.messages.notify(tx, input.user_id, 'credit_limit_changed', { limit_fils: limit, before_fils: seen, reason: why });
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: 'set_credit_limit',
          entityType: 'user',
          entityId: input.user_id,
          userId: input.user_id,
          before: { credit_limit_fils: seen },
          after: { credit_limit_fils: limit },
          reason: why,
        });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    const customer = await this.customer(input.user_id);
    return customer ? ok(customer, 'credit_limit_changed') : fail('not_found', {}, 'user_id');
  }
}
