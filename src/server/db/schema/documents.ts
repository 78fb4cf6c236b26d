/** Tax documents: certifications, invoice applications with their orders, and the gap-free invoice numbering. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certificationMachine, type CertificationStatus, invoiceMachine, type InvoiceStatus } from '../../../domain/invoice/status';
import { createdAt, statusCheck } from './columns';
import { uploads, users } from './accounts';
import { orders } from './ordering';

/**
 * Tax certification submissions (spec §3 Account: company name, TRN, business licence, trademark authorisation; §4
 * states). Each submission is a row; the user's newest row is their certification. At most one is in review per user
 * (partial unique index), so two submissions at once cannot both wait. The files are uploads of kind 'certificate',
 * shown only to their owner and to staff.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    trn: text('trn').notNull(),
    licenceFileId: integer('licence_file_id').notNull().references(() => uploads.id),
    trademarkFileId: integer('trademark_file_id').references(() => uploads.id),
    status: text('status').$type<CertificationStatus>().notNull(),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certifications_user_idx').on(t.userId, t.id),
    index('certifications_status_idx').on(t.status, t.id),
    uniqueIndex('certifications_one_in_review_key').on(t.userId).where(sql`${t.status} = 'in_review'`),
    statusCheck(t.status, certificationMachine.statuses),
  ],
);

/**
 * Invoice applications (spec §3: application SN, invoice SN, header, amount, method, category, status). The amounts
 * are computed by the server from the orders when the customer applies; the header and TRN are copied then, so a
 * later change of certification does not rewrite an invoice. `invoice_no` is set when staff issue it: the next
 * number of `invoice_counters`, taken in the issuing transaction (unique, gap-free).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    applicationSn: text('application_sn').notNull(),
    invoiceNo: integer('invoice_no'),
    method: text('method').notNull(), // 'order' | 'summary'
    category: text('category').notNull(), // 'tax_invoice' | 'simplified_tax_invoice'
    header: text('header').notNull(), // 'company' | 'personal'
    headerName: text('header_name').notNull(),
    customerTrn: text('customer_trn'),
    certificationId: integer('certification_id').references(() => certifications.id),
    taxableFils: integer('taxable_fils').notNull(),
    taxFils: integer('tax_fils').notNull(),
    amountFils: integer('amount_fils').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    rejectReason: text('reject_reason'),
    /** The tax invoice PDF, under a server-generated name in the file storage. */
    pdfStoredName: text('pdf_stored_name'),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_application_sn_key').on(t.applicationSn),
    uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo),
    index('invoices_user_idx').on(t.userId, t.id),
    index('invoices_status_idx').on(t.status, t.id),
    statusCheck(t.status, invoiceMachine.statuses),
  ],
);

/**
 * The orders on an invoice. `live` is true while the invoice is pending or issued and set false in the transaction
 * that refuses or withdraws it; the partial unique index keeps an order on at most one live invoice, even when two
 * applications race.
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id),
    live: boolean('live').notNull().default(true),
  },
  (t) => [index('invoice_orders_invoice_idx').on(t.invoiceId), uniqueIndex('invoice_orders_live_order_key').on(t.orderId).where(sql`${t.live}`)],
);

/** Counters of sequential numbers (`tax_invoice`: the last issued invoice number), advanced inside the issuing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  key: text('key').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});
