/**
 * VAT invoices (spec §3 Invoice application, §4 states, §6 "invoices need certification or a TRN"). The customer
 * applies for one paid order or a summary of several; the server computes the amounts from the orders (never from
 * the client) and copies the header and TRNs. An order is on at most one live (pending or issued) invoice: the
 * partial unique index of `invoice_orders` refuses a second one even when two applications race. Staff issue it —
 * the next number of the `tax_invoice` counter, taken by an upsert on the counter row inside the issuing
 * transaction, so numbers are unique and gap-free (a rolled-back issue gives its number back) — or refuse it with a
 * reason; the customer may withdraw it while it is pending. Issuing writes the tax invoice PDF (invoice-pdf.ts) under
 * a server-generated name; only its owner and staff can download it.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { compactDay, dubaiMonth } from '../../../domain/time/calendar';
import { invoiceLines } from '../../../domain/invoice/lines';
import { pickLocale } from '../../../domain/localized';
import { formatInvoiceNo, invoiceRefusal, isValidTrn, type InvoiceCategory, type InvoiceHeader, type InvoiceMethod } from '../../../domain/invoice/rules';
import { invoiceMachine, type InvoiceEvent, type InvoiceStatus } from '../../../domain/invoice/status';
import { STAFF_QUEUE_MAX } from '../../../domain/limits';
import { isMembershipLine } from '../../../domain/membership';
import { getProduct } from '../../../domain/quote';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { invoiceCounters, invoiceOrders, invoices, orderLines, orders, settings, users } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { translateQuote } from '../../http/i18n';
import { fail, ok, Refusal, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import type { CertificationService } from './certification.service';
import { renderInvoicePdf, type TaxSupplier } from './invoice-pdf';
import type { MessageService } from '../messaging';
import type { FileStorage } from '../../infra/storage';

type Schemas = components['schemas'];
type InvoiceRow = typeof invoices.$inferSelect;
type Customer = Schemas['CustomerRef'];

/** The counter row of tax invoice numbers. */
const COUNTER_KEY = 'tax_invoice';

/** Orders that may be invoiced: paid (not refunded) and not cancelled. */
const invoiceable = and(eq(orders.paymentStatus, 'paid'), sql`${orders.status} <> 'cancelled'`);

function newApplicationSn(now: Date): string {
  const day = compactDay(now);
  return `IA${day}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
}

function isSupplier(value: unknown): value is TaxSupplier {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && v.name !== '' && typeof v.address === 'string' && v.address !== '' && typeof v.trn === 'string' && isValidTrn(v.trn);
}

export interface InvoiceDeps {
  certifications: CertificationService;
  messages: MessageService;
  audit: AuditService;
  storage: FileStorage;
  /** The shop's clock (SHOP_CLOCK): application numbers and the date of issue. */
  clock: Clock;
}

/**
 * What a line is called on the tax invoice (its labels are English, docs/invoices.md): a ready-stock line by its own
 * name, the annual membership and a quote product by their English texts — never an i18n key.
 */
function invoiceLineTitle(line: { itemName: Parameters<typeof pickLocale>[0] | null; productCode: string }): string {
  if (line.itemName) return pickLocale(line.itemName, 'en');
  if (isMembershipLine(line.productCode)) return translateQuote('en', 'invoice_line.membership_annual', {});
  const key = getProduct(line.productCode)?.title;
  return key ? translateQuote('en', key, {}) : line.productCode;
}

export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: InvoiceDeps,
  ) {}

  /** The supplier printed on tax invoices: the shop settings' `tax_supplier` row when it is complete, else the config. */
  async supplier(db: Db | Tx = this.db): Promise<TaxSupplier> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'tax_supplier'));
    return row && isSupplier(row.value) ? { name: row.value.name, address: row.value.address, trn: row.value.trn } : this.config.supplier;
  }

  /** The invoice page: the paid orders on no live invoice, the certification and the person's name. */
  async options(userId: number): Promise<Schemas['InvoiceOptions']> {
    const [rows, certification, person] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), invoiceable, sql`not exists (select 1 from ${invoiceOrders} where ${invoiceOrders.orderId} = ${orders.id} and ${invoiceOrders.live})`))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(200),
      this.deps.certifications.current(userId),
      this.personName(userId),
    ]);
    return {
      orders: rows.map((o) => ({ id: o.id, order_sn: o.orderSn, amount_due_fils: o.amountDueFils, tax_fils: o.taxFils, created_at: o.createdAt.toISOString() })),
      certification,
      person_name: person,
    };
  }

  private async personName(userId: number, db: Db | Tx = this.db): Promise<string> {
    const [user] = await db.select({ realName: users.realName, nickname: users.nickname }).from(users).where(eq(users.id, userId));
    return user?.realName.trim() || user?.nickname || '';
  }

  async apply(userId: number, body: { method: InvoiceMethod; order_ids: number[]; header: InvoiceHeader; category: InvoiceCategory; trn?: string }): Promise<Outcome<Schemas['Invoice']>> {
    const ids = [...new Set(body.order_ids)];
    if (body.method === 'order' ? ids.length !== 1 : ids.length < 2) return fail('invoice_orders_count', {}, 'order_ids');
    const givenTrn = body.trn?.replace(/\s+/g, '') || null;
    if (givenTrn !== null && !isValidTrn(givenTrn)) return fail('trn_invalid', {}, 'trn');
    try {
      const row = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(orders)
          .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
          .for('update');
        if (rows.length !== ids.length) throw new Refusal(fail('not_found', {}, 'order_ids'));
        if (rows.some((o) => o.paymentStatus !== 'paid' || o.status === 'cancelled')) throw new Refusal(fail('invoice_order_not_paid', {}, 'order_ids'));
        const [taken] = await tx.select({ n: count() }).from(invoiceOrders).where(and(inArray(invoiceOrders.orderId, ids), eq(invoiceOrders.live, true)));
        if ((taken?.n ?? 0) > 0) throw new Refusal(fail('invoice_order_taken', {}, 'order_ids'));

        const certification = await this.deps.certifications.verified(userId, tx);
        const company = body.header === 'company' && certification;
        const headerName = company ? certification.companyName : await this.personName(userId, tx);
        const customerTrn = company ? certification.trn : givenTrn;
        const amountFils = rows.reduce((sum, o) => sum + o.amountDueFils, 0);
        const taxFils = rows.reduce((sum, o) => sum + o.taxFils, 0);
        const refusal = invoiceRefusal({ header: body.header, category: body.category, certified: Boolean(certification), customerTrn, amountFils });
        if (refusal) throw new Refusal(fail(refusal, {}, refusal === 'invoice_needs_trn' ? 'trn' : 'header'));

        const appliedAt = this.deps.clock.now();
        const [invoice] = await tx
          .insert(invoices)
          .values({
            userId,
            applicationSn: newApplicationSn(appliedAt),
            createdAt: appliedAt,
            method: body.method,
            category: body.category,
            header: body.header,
            headerName,
            customerTrn,
            certificationId: company ? certification.id : null,
            taxableFils: amountFils - taxFils,
            taxFils,
            amountFils,
            status: invoiceMachine.initial,
          })
          .returning();
        if (!invoice) throw new Error('insert returned no row');
        await tx.insert(invoiceOrders).values(ids.map((orderId) => ({ invoiceId: invoice.id, orderId })));
        return invoice;
      });
      return ok(await this.mustView(row), 'invoice_applied');
    } catch (error) {
      if (error instanceof Refusal) return error.outcome;
      if (isUniqueViolation(error)) return fail('invoice_order_taken', {}, 'order_ids'); // the same order in a concurrent application
      throw error;
    }
  }

  async list(userId: number, status: InvoiceStatus | 'all', pageNo: number, pageSize: number) {
    const where = and(eq(invoices.userId, userId), status === 'all' ? undefined : eq(invoices.status, status));
    const [rows, total] = await Promise.all([
      this.db.select().from(invoices).where(where).orderBy(desc(invoices.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { lists: await this.views(rows), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  async withdraw(userId: number, id: number): Promise<Outcome<Schemas['Invoice']>> {
    const row = await this.move(id, 'withdraw', { userId });
    if (row === 'missing') return fail('not_found', {}, 'id');
    if (row === 'refused') return fail('invoice_not_pending', {}, 'id');
    return ok(await this.mustView(row), 'invoice_withdrawn');
  }

  /** The PDF of an issued invoice: the owner's (another user's is "not found"), or any for staff (`userId` null). */
  async file(userId: number | null, id: number): Promise<Outcome<{ stream: Readable; name: string }>> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), userId === null ? undefined : eq(invoices.userId, userId), eq(invoices.status, 'issued')));
    if (!row?.pdfStoredName || row.invoiceNo === null) return fail('not_found', {}, 'id');
    return ok({ stream: this.deps.storage.read(row.pdfStoredName), name: `${formatInvoiceNo(row.invoiceNo)}.pdf` });
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────────────────────

  async queue(status: InvoiceStatus): Promise<{ lists: Schemas['StaffInvoice'][] }> {
    const rows = await this.db
      .select({ row: invoices, customer: { id: users.id, nickname: users.nickname, mobile: users.mobile } })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(invoices.status, status))
      .orderBy(status === 'pending' ? asc(invoices.id) : desc(invoices.id))
      .limit(STAFF_QUEUE_MAX);
    const views = await this.views(rows.map((r) => r.row));
    return { lists: rows.flatMap((r, i) => (views[i] ? [{ invoice: views[i], customer: r.customer }] : [])) };
  }

  /**
   * Issues a pending invoice: claims it (status-conditional), takes the next number from the counter row (its row
   * lock serialises concurrent issues until commit), renders and stores the PDF, and writes the audit row and the
   * customer's message — one transaction. If anything fails the number is not used and the stored file is removed.
   */
  async issue(staffId: number, id: number): Promise<Outcome<Schemas['StaffInvoice']>> {
    const step = statusMove(invoiceMachine, invoices.status, 'issue');
    let storedName: string | null = null;
    try {
      const row = await this.db.transaction(async (tx) => {
        const issuedAt = this.deps.clock.now();
        const [claimed] = await tx
          .update(invoices)
          .set({ status: step.to, issuedBy: staffId, reviewedBy: staffId, issuedAt, updatedAt: issuedAt })
          .where(and(eq(invoices.id, id), step.from))
          .returning();
        if (!claimed) return null;
        const [counter] = await tx
          .insert(invoiceCounters)
          .values({ key: COUNTER_KEY, lastNo: 1 })
          .onConflictDoUpdate({ target: invoiceCounters.key, set: { lastNo: sql`${invoiceCounters.lastNo} + 1` } })
          .returning({ lastNo: invoiceCounters.lastNo });
        if (!counter) throw new Error('invoice counter returned no row');
        const invoiceNo = counter.lastNo;
        const pdf = await renderInvoicePdf({
          category: claimed.category as InvoiceCategory,
          invoiceNo,
          applicationSn: claimed.applicationSn,
          issuedAt,
          supplier: await this.supplier(tx),
          customer: { name: claimed.headerName, trn: claimed.customerTrn },
          ...(await this.linesOf(tx, claimed.id)),
        });
        storedName = `invoices/${dubaiMonth(issuedAt)}/${randomBytes(16).toString('hex')}.pdf`;
        await this.deps.storage.put(storedName, pdf);
        const [issued] = await tx.update(invoices).set({ invoiceNo, pdfStoredName: storedName }).where(eq(invoices.id, claimed.id)).returning();
        if (!issued) throw new Error('invoice vanished while issuing');
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: 'issue_invoice',
          entityType: 'invoice',
          entityId: issued.id,
          userId: issued.userId,
          before: { status: 'pending' },
          after: { status: issued.status, invoice_no: formatInvoiceNo(invoiceNo), amount_fils: issued.amountFils },
        });
        await this.deps.messages.notify(tx, issued.userId, 'invoice_issued', { invoice_no: formatInvoiceNo(invoiceNo), amount_fils: issued.amountFils });
        return issued;
      });
      if (!row) return this.refusedMove(id);
      return ok(await this.staffView(row), 'invoice_issued');
    } catch (error) {
      if (storedName) await this.deps.storage.remove(storedName);
      throw error;
    }
  }

  async refuse(staffId: number, id: number, reason: string): Promise<Outcome<Schemas['StaffInvoice']>> {
    const why = reason.trim();
    if (!why) return fail('reason_required', {}, 'reason');
    const row = await this.move(id, 'refuse', { staffId, reason: why });
    if (row === 'missing') return fail('not_found', {}, 'id');
    if (row === 'refused') return fail('invoice_not_pending', {}, 'id');
    return ok(await this.staffView(row), 'invoice_refused');
  }

  // ── Helpers ────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Withdraw (the owner) or refuse (staff): the status-conditional move, its orders released for another invoice,
   * and for a refusal the audit row and the customer's message — one transaction.
   */
  private async move(id: number, event: Exclude<InvoiceEvent, 'issue'>, by: { userId: number } | { staffId: number; reason: string }): Promise<InvoiceRow | 'missing' | 'refused'> {
    const step = statusMove(invoiceMachine, invoices.status, event);
    const owner = 'userId' in by ? eq(invoices.userId, by.userId) : undefined;
    const row = await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(invoices)
        .set({ status: step.to, updatedAt: this.deps.clock.now(), ...('staffId' in by ? { rejectReason: by.reason, reviewedBy: by.staffId } : {}) })
        .where(and(eq(invoices.id, id), owner, step.from))
        .returning();
      if (!moved) return null;
      await tx.update(invoiceOrders).set({ live: false }).where(eq(invoiceOrders.invoiceId, moved.id));
      if ('staffId' in by) {
        await this.deps.audit.record(tx, {
          actorId: by.staffId,
          action: 'refuse_invoice',
          entityType: 'invoice',
          entityId: moved.id,
          userId: moved.userId,
          before: { status: 'pending' },
          after: { status: moved.status },
          reason: by.reason,
        });
        await this.deps.messages.notify(tx, moved.userId, 'invoice_refused', { application_sn: moved.applicationSn, reason: by.reason });
      }
      return moved;
    });
    if (row) return row;
    const [exists] = await this.db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.id, id), owner));
    return exists ? 'refused' : 'missing';
  }

  private async refusedMove(id: number): Promise<Outcome<never>> {
    const [exists] = await this.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
    return fail(exists ? 'invoice_not_pending' : 'not_found', {}, 'id');
  }

  /** The invoice's lines from its orders (goods lines, discounts, shipping) with the VAT spread per order. */
  private async linesOf(db: Db | Tx, invoiceId: number) {
    const rows = await db
      .select({ order: orders })
      .from(invoiceOrders)
      .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
      .where(eq(invoiceOrders.invoiceId, invoiceId))
      .orderBy(asc(orders.id));
    const lines = rows.length > 0 ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.order.id))).orderBy(asc(orderLines.id)) : [];
    return invoiceLines(
      rows.map(({ order }) => ({
        orderSn: order.orderSn,
        lines: lines.filter((l) => l.orderId === order.id).map((l) => ({ title: invoiceLineTitle(l), quantity: l.quantity, subtotalFils: l.subtotalFils })),
        memberDiscountFils: order.memberDiscountFils,
        discountFils: order.discountFils,
        shippingFils: order.shippingFils,
        taxFils: order.taxFils,
        amountDueFils: order.amountDueFils,
      })),
    );
  }

  private async views(rows: InvoiceRow[]): Promise<Schemas['Invoice'][]> {
    const ids = rows.map((r) => r.id);
    const links =
      ids.length > 0
        ? await this.db
            .select({ invoiceId: invoiceOrders.invoiceId, id: orders.id, orderSn: orders.orderSn, amountDueFils: orders.amountDueFils })
            .from(invoiceOrders)
            .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
            .where(inArray(invoiceOrders.invoiceId, ids))
            .orderBy(asc(orders.id))
        : [];
    return rows.map((row) => ({
      id: row.id,
      application_sn: row.applicationSn,
      invoice_no: row.invoiceNo === null ? null : formatInvoiceNo(row.invoiceNo),
      method: row.method as InvoiceMethod,
      category: row.category as InvoiceCategory,
      header: row.header as InvoiceHeader,
      header_name: row.headerName,
      customer_trn: row.customerTrn,
      taxable_fils: row.taxableFils,
      tax_fils: row.taxFils,
      amount_fils: row.amountFils,
      status: row.status,
      reject_reason: row.rejectReason,
      created_at: row.createdAt.toISOString(),
      issued_at: row.issuedAt?.toISOString() ?? null,
      orders: links.filter((l) => l.invoiceId === row.id).map((l) => ({ id: l.id, order_sn: l.orderSn, amount_due_fils: l.amountDueFils })),
    }));
  }

  private async mustView(row: InvoiceRow): Promise<Schemas['Invoice']> {
    const [view] = await this.views([row]);
    if (!view) throw new Error(`invoice ${row.id}: no view`);
    return view;
  }

  private async staffView(row: InvoiceRow): Promise<Schemas['StaffInvoice']> {
    const [customer] = await this.db.select({ id: users.id, nickname: users.nickname, mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
    if (!customer) throw new Error(`invoice ${row.id}: no customer`);
    return { invoice: await this.mustView(row), customer: customer satisfies Customer };
  }
}
