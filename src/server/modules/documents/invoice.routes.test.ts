/**
 * Tax certification and VAT invoices through the API (issue 12): submit, fail, resubmit, verify; invoice applications
 * per order and as a summary, with the amounts from the server; refusals (uncertified without a TRN, an order already
 * invoiced, unpaid orders, another user's orders, invoices and files); withdraw; staff issue with a sequential number
 * and a tax invoice PDF the owner can download; and, on PostgreSQL, concurrent issues and applications.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { auditLog, invoices as invoicesTable, userMessages, users } from '../../db/schema';
import { addAddress, idempotencyKey, pdf, png, staffUser } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdf-text';
import { callApi, createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

type Certification = components['schemas']['Certification'];
type Invoice = components['schemas']['Invoice'];
type InvoiceOptions = components['schemas']['InvoiceOptions'];
type StaffInvoice = components['schemas']['StaffInvoice'];

let t: TestApp;
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

type Customer = { token: string; userId: number; mobile: string; addressId: number };

async function customer(): Promise<Customer> {
  const u = await newUser(t.app);
  await t.database.db.update(users).set({ balanceFils: 100_000_000 }).where(eq(users.id, u.userId));
  return { ...u, addressId: await addAddress(t.app, u.token) };
}

/** A new order of the customer, paid from the balance (or left unpaid). */
async function order(u: Customer, pay = true): Promise<number> {
  const file = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`${u.mobile} ${randomUUID()}`));
  const added = await callApi(t.app, 'POST', '/api/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 }, file_id: file.body.data.id }] } });
  const cartIds = (added.body.data as { ids: number[] }).ids;
  const preview = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: cartIds, address_id: u.addressId, delivery: 'door' } });
  const due = (preview.body.data as { totals: { amount_due_fils: number } }).totals.amount_due_fils;
  const submitted = await callApi(t.app, 'POST', '/api/order/submit', {
    token: u.token,
    body: { cart_ids: cartIds, address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: due },
  });
  expect(submitted.body.code, submitted.body.msg).toBe(1);
  const id = Number(submitted.body.data.order_id);
  if (pay) expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })).body.code).toBe(1);
  return id;
}

async function uploadCertificate(token: string, content = pdf(`licence ${randomUUID()}`), name = 'trade licence.pdf') {
  return uploadFile(t.app, token, name, content, 'certificate');
}

async function submitCertification(u: { token: string }, trn = '100123456789003', company = `Gulf Signs ${randomUUID().slice(0, 6)} LLC`) {
  const licence = await uploadCertificate(u.token);
  expect(licence.body.code, licence.body.msg).toBe(1);
  return callApi(t.app, 'POST', '/api/account/certification/submit', { token: u.token, body: { company_name: company, trn, licence_file_id: licence.body.data.id } });
}

async function certified(u: Customer): Promise<Certification> {
  const submitted = await submitCertification(u);
  expect(submitted.body.code, submitted.body.msg).toBe(1);
  const id = Number((submitted.body.data as Certification).id);
  expect((await callApi(t.app, 'POST', '/api/staff/certification/verify', { token: staff.token, body: { id } })).body.code).toBe(1);
  return (await callApi(t.app, 'GET', '/api/account/certification', { token: u.token })).body.data as Certification;
}

const apply = (u: { token: string }, body: Record<string, unknown>) => callApi(t.app, 'POST', '/api/invoice/apply', { token: u.token, body });

async function fileOf(url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { token, version: '1.0.0' } });
  return { type: String(response.headers['content-type']), body: response.rawPayload, json: response.headers['content-type']?.toString().includes('json') ? (response.json() as { code: number; data: { error?: string } }) : null };
}

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('10 invoices issued at once get 10 consecutive numbers, no gap, no repeat', async () => {
    const u = await customer();
    await certified(u);
    const pending: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await apply(u, { method: 'order', order_ids: [await order(u)], header: 'company', category: 'tax_invoice' });
      expect(res.body.code, res.body.msg).toBe(1);
      pending.push((res.body.data as Invoice).id);
    }
    // This block runs first in the file, on a fresh database: nothing was issued before.
    expect((await t.database.db.select({ no: invoicesTable.invoiceNo }).from(invoicesTable)).every((r) => r.no === null)).toBe(true);
    const results = await Promise.all(pending.map((id) => callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id } })));
    expect(results.map((r) => r.body.code)).toEqual(Array(10).fill(1));
    const numbers = (await Promise.all(pending.map(async (id) => (await t.database.db.select({ no: invoicesTable.invoiceNo }).from(invoicesTable).where(eq(invoicesTable.id, id)))[0]?.no))).map(Number);
    expect(numbers.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('the same invoice issued twice at once: issued once, one number', async () => {
    const u = await customer();
    await certified(u);
    const invoice = (await apply(u, { method: 'order', order_ids: [await order(u)], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
    const results = await Promise.all(Array.from({ length: 4 }, () => callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: invoice.id } })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 1).map((r) => r.body.data)).toEqual(Array(3).fill(expect.objectContaining({ error: 'invoice_not_pending' })));
  });

  it('two applications for the same order at once: one invoice', async () => {
    const u = await customer();
    await certified(u);
    const id = await order(u);
    const results = await Promise.all(Array.from({ length: 6 }, () => apply(u, { method: 'order', order_ids: [id], header: 'company', category: 'tax_invoice' })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 1).every((r) => (r.body.data as { error: string }).error === 'invoice_order_taken')).toBe(true);
  });
});

describe('certification', () => {
  it('documents are JPEG, PNG or PDF by their first bytes; a text file named .pdf is refused', async () => {
    const u = await newUser(t.app);
    expect((await uploadCertificate(u.token, Buffer.from('just text pretending'), 'licence.pdf')).body.data).toMatchObject({ error: 'file_type' });
    expect((await uploadCertificate(u.token, png(`licence ${randomUUID()}`), 'licence photo.png')).body.code).toBe(1);
  });

  it('submit → in review → failed with a reason (message, audit) → resubmit → verified', async () => {
    const u = await customer();
    expect(((await callApi(t.app, 'GET', '/api/account/certification', { token: u.token })).body.data as Certification).status).toBe('none');
    expect((await submitCertification(u, '12345')).body.data).toMatchObject({ error: 'trn_invalid', field: 'trn' });

    const first = await submitCertification(u);
    expect(first.body.data).toMatchObject({ status: 'in_review', trn: '100123456789003' });
    expect((await submitCertification(u)).body.data).toMatchObject({ error: 'certification_in_review' });
    const id = Number((first.body.data as Certification).id);

    const queue = (await callApi(t.app, 'GET', '/api/staff/certifications', { token: staff.token })).body.data as { lists: { certification: Certification; customer: { id: number } }[] };
    expect(queue.lists.some((c) => c.certification.id === id && c.customer.id === u.userId)).toBe(true);

    expect((await callApi(t.app, 'POST', '/api/staff/certification/fail', { token: staff.token, body: { id, reason: '   ' } })).status).toBe(400);
    const failed = await callApi(t.app, 'POST', '/api/staff/certification/fail', { token: staff.token, body: { id, reason: 'The licence has expired' } });
    expect(failed.body.data).toMatchObject({ certification: { status: 'failed', reject_reason: 'The licence has expired' } });
    expect((await callApi(t.app, 'POST', '/api/staff/certification/verify', { token: staff.token, body: { id } })).body.data).toMatchObject({ error: 'certification_not_in_review' });
    const mine = (await callApi(t.app, 'GET', '/api/account/certification', { token: u.token })).body.data as Certification;
    expect(mine).toMatchObject({ status: 'failed', reject_reason: 'The licence has expired' });
    const messages = await t.database.db.select().from(userMessages).where(eq(userMessages.userId, u.userId));
    expect(messages.map((m) => m.kind)).toContain('certification_failed');

    const again = await submitCertification(u, '100 1234 5678 9003');
    expect(again.body.data).toMatchObject({ status: 'in_review', trn: '100123456789003' });
    const verified = await callApi(t.app, 'POST', '/api/staff/certification/verify', { token: staff.token, body: { id: (again.body.data as Certification).id } });
    expect(verified.body.data).toMatchObject({ certification: { status: 'verified' } });
    expect((await submitCertification(u)).body.data).toMatchObject({ error: 'certification_already_verified' });

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.userId, u.userId), eq(auditLog.entityType, 'certification')));
    expect(audit.map((a) => a.action).sort()).toEqual(['fail_certification', 'verify_certification']);
    expect(audit.find((a) => a.action === 'fail_certification')?.reason).toBe('The licence has expired');
  });

  it('another user’s certification files are "not found" to customers; staff can open them', async () => {
    const owner = await customer();
    const cert = await certified(owner);
    const fileId = Number(cert.licence?.id);
    const mine = await fileOf(`/api/account/certification/file?id=${fileId}`, owner.token);
    expect(mine.type).toBe('application/pdf');
    const other = await newUser(t.app);
    expect((await fileOf(`/api/account/certification/file?id=${fileId}`, other.token)).json?.data).toMatchObject({ error: 'not_found' });
    // Nor can another user put it on their own certification.
    expect((await callApi(t.app, 'POST', '/api/account/certification/submit', { token: other.token, body: { company_name: 'Thief LLC', trn: '100123456789003', licence_file_id: fileId } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await fileOf(`/api/staff/file?id=${fileId}&download=0`, staff.token)).type).toBe('application/pdf');
    expect((await fileOf(`/api/staff/file?id=${fileId}`, other.token)).json?.data).toMatchObject({ error: 'forbidden' });
    // The owner cannot delete a document a certification uses.
    expect((await callApi(t.app, 'POST', '/api/upload/delete', { token: owner.token, body: { id: fileId } })).body.data).toMatchObject({ error: 'file_in_use' });
  });

  it('customers cannot decide certifications or invoices', async () => {
    const u = await newUser(t.app);
    for (const [path, body] of [
      ['/api/staff/certification/verify', { id: 1 }],
      ['/api/staff/certification/fail', { id: 1, reason: 'x' }],
      ['/api/staff/invoice/issue', { id: 1 }],
      ['/api/staff/invoice/refuse', { id: 1, reason: 'x' }],
    ] as const) {
      expect((await callApi(t.app, 'POST', path, { token: u.token, body })).body.data, path).toMatchObject({ error: 'forbidden' });
    }
    expect((await callApi(t.app, 'GET', '/api/staff/invoices', { token: u.token })).body.data).toMatchObject({ error: 'forbidden' });
  });
});

describe('invoice applications', () => {
  it('an uncertified customer without a TRN is refused; with a TRN a personal invoice is accepted', async () => {
    const u = await customer();
    const id = await order(u);
    expect((await apply(u, { method: 'order', order_ids: [id], header: 'personal', category: 'simplified_tax_invoice' })).body.data).toMatchObject({ error: 'invoice_needs_certification' });
    expect((await apply(u, { method: 'order', order_ids: [id], header: 'company', category: 'tax_invoice', trn: '100123456789003' })).body.data).toMatchObject({ error: 'invoice_needs_certification' });
    expect((await apply(u, { method: 'order', order_ids: [id], header: 'personal', category: 'tax_invoice', trn: '123' })).body.data).toMatchObject({ error: 'trn_invalid' });
    const ok = await apply(u, { method: 'order', order_ids: [id], header: 'personal', category: 'tax_invoice', trn: '100555666777003' });
    expect(ok.body.data).toMatchObject({ status: 'pending', header: 'personal', customer_trn: '100555666777003', method: 'order' });
  });

  it('the amount comes from the orders, never from the client; an order is on one live invoice at most', async () => {
    const u = await customer();
    const cert = await certified(u);
    const [a, b] = [await order(u), await order(u)];
    const options = (await callApi(t.app, 'GET', '/api/invoice/options', { token: u.token })).body.data as InvoiceOptions;
    expect(options.orders.map((o) => o.id).sort()).toEqual([a, b].sort());
    const due = options.orders.reduce((s, o) => s + o.amount_due_fils, 0);
    const tax = options.orders.reduce((s, o) => s + o.tax_fils, 0);

    expect((await apply(u, { method: 'summary', order_ids: [a], header: 'company', category: 'tax_invoice' })).body.data).toMatchObject({ error: 'invoice_orders_count' });
    expect((await apply(u, { method: 'order', order_ids: [a, b], header: 'company', category: 'tax_invoice' })).body.data).toMatchObject({ error: 'invoice_orders_count' });
    const applied = await apply(u, { method: 'summary', order_ids: [a, b], header: 'company', category: 'tax_invoice', amount_fils: 1, tax_fils: 0, taxable_fils: 1, header_name: 'Someone else' });
    expect(applied.body.code, applied.body.msg).toBe(1);
    const invoice = applied.body.data as Invoice;
    expect(invoice).toMatchObject({ amount_fils: due, tax_fils: tax, taxable_fils: due - tax, header_name: cert.company_name, customer_trn: cert.trn, status: 'pending' });
    expect(due).toBeGreaterThan(1);

    expect((await apply(u, { method: 'order', order_ids: [a], header: 'company', category: 'tax_invoice' })).body.data).toMatchObject({ error: 'invoice_order_taken' });
    expect(((await callApi(t.app, 'GET', '/api/invoice/options', { token: u.token })).body.data as InvoiceOptions).orders).toEqual([]);

    // Withdrawn: the orders may be invoiced again; a withdrawn invoice cannot be withdrawn twice.
    expect((await callApi(t.app, 'POST', '/api/invoice/withdraw', { token: u.token, body: { id: invoice.id } })).body.data).toMatchObject({ status: 'withdrawn' });
    expect((await callApi(t.app, 'POST', '/api/invoice/withdraw', { token: u.token, body: { id: invoice.id } })).body.data).toMatchObject({ error: 'invoice_not_pending' });
    expect((await apply(u, { method: 'order', order_ids: [a], header: 'company', category: 'tax_invoice' })).body.code).toBe(1);
  });

  it('unpaid orders, and other users’ orders and invoices, are refused or "not found"', async () => {
    const u = await customer();
    await certified(u);
    const unpaid = await order(u, false);
    expect((await apply(u, { method: 'order', order_ids: [unpaid], header: 'company', category: 'tax_invoice' })).body.data).toMatchObject({ error: 'invoice_order_not_paid' });

    const other = await customer();
    await certified(other);
    const theirs = await order(other);
    expect((await apply(u, { method: 'order', order_ids: [theirs], header: 'company', category: 'tax_invoice' })).body.data).toMatchObject({ error: 'not_found' });
    const theirInvoice = (await apply(other, { method: 'order', order_ids: [theirs], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
    expect((await callApi(t.app, 'POST', '/api/invoice/withdraw', { token: u.token, body: { id: theirInvoice.id } })).body.data).toMatchObject({ error: 'not_found' });
    const mine = (await callApi(t.app, 'GET', '/api/invoice/lists', { token: u.token })).body.data as { lists: Invoice[] };
    expect(mine.lists.map((i) => i.id)).not.toContain(theirInvoice.id);

    const issued = await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: theirInvoice.id } });
    expect(issued.body.code, issued.body.msg).toBe(1);
    expect((await fileOf(`/api/invoice/file?id=${theirInvoice.id}`, u.token)).json?.data).toMatchObject({ error: 'not_found' });
    expect((await fileOf(`/api/invoice/file?id=${theirInvoice.id}`, other.token)).type).toBe('application/pdf');
    expect((await fileOf(`/api/staff/invoice/file?id=${theirInvoice.id}`, staff.token)).type).toBe('application/pdf');
  });

  it('staff issue: a sequential number, the tax invoice PDF for its owner, the message and the audit row; a second issue is refused', async () => {
    const u = await customer();
    const cert = await certified(u);
    const [a, b] = [await order(u), await order(u)];
    const invoice = (await apply(u, { method: 'summary', order_ids: [a, b], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
    const queue = (await callApi(t.app, 'GET', '/api/staff/invoices', { token: staff.token })).body.data as { lists: StaffInvoice[] };
    expect(queue.lists.some((i) => i.invoice.id === invoice.id)).toBe(true);

    const issued = await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: invoice.id } });
    expect(issued.body.code, issued.body.msg).toBe(1);
    const done = (issued.body.data as StaffInvoice).invoice;
    expect(done.status).toBe('issued');
    expect(done.invoice_no).toMatch(/^INV-\d{6}$/);
    expect((await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: invoice.id } })).body.data).toMatchObject({ error: 'invoice_not_pending' });
    expect((await callApi(t.app, 'POST', '/api/invoice/withdraw', { token: u.token, body: { id: invoice.id } })).body.data).toMatchObject({ error: 'invoice_not_pending' });

    const file = await fileOf(`/api/invoice/file?id=${invoice.id}&download=1`, u.token);
    expect(file.type).toBe('application/pdf');
    const text = (await pdfText(file.body)).replace(/\s+/g, ' ');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`TRN: ${t.config.supplier.trn}`);
    expect(text).toContain(`TRN: ${cert.trn}`);
    expect(text).toContain(String(cert.company_name));
    expect(text).toContain(String(done.invoice_no));
    expect(text).toContain(`Total amount payable AED ${(invoice.amount_fils / 100).toFixed(2)}`);
    expect(text.match(/ 5% /g)?.length).toBeGreaterThanOrEqual(2);
    // Lines are named in English words, never by their i18n keys.
    expect(text).toContain('Standard business cards');
    expect(text).not.toMatch(/quote\.product\.|membership_line\./);

    const [row] = await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.id, invoice.id));
    expect(row?.pdfStoredName).toMatch(/^invoices\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    const kinds = (await t.database.db.select().from(userMessages).where(eq(userMessages.userId, u.userId))).map((m) => m.kind);
    expect(kinds).toContain('invoice_issued');
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'invoice'), eq(auditLog.entityId, invoice.id)));
    expect(audit.map((r) => r.action)).toEqual(['issue_invoice']);
    const record = (await callApi(t.app, 'GET', '/api/invoice/lists?status=issued', { token: u.token })).body.data as { lists: Invoice[] };
    expect(record.lists.map((i) => i.id)).toEqual([invoice.id]);
  });

  it('the supplier comes from the shop settings when they name one', async () => {
    const { settings } = await import('../../db/schema');
    await t.database.db.insert(settings).values({ key: 'tax_supplier', value: { name: 'Settings Supplier FZE', address: 'Unit 9, Dubai South', trn: '100999888777003' } });
    try {
      const u = await customer();
      await certified(u);
      const invoice = (await apply(u, { method: 'order', order_ids: [await order(u)], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
      expect((await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: invoice.id } })).body.code).toBe(1);
      const text = await pdfText((await fileOf(`/api/invoice/file?id=${invoice.id}`, u.token)).body);
      expect(text).toContain('Settings Supplier FZE');
      expect(text).toContain('TRN: 100999888777003');
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'tax_supplier'));
    }
  });

  it('staff refuse with a reason: review failed, the customer is told, the orders may be invoiced again', async () => {
    const u = await customer();
    await certified(u);
    const id = await order(u);
    const invoice = (await apply(u, { method: 'order', order_ids: [id], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
    const refused = await callApi(t.app, 'POST', '/api/staff/invoice/refuse', { token: staff.token, body: { id: invoice.id, reason: 'Wrong company name on the licence' } });
    expect(refused.body.data).toMatchObject({ invoice: { status: 'failed', reject_reason: 'Wrong company name on the licence', invoice_no: null } });
    expect((await fileOf(`/api/invoice/file?id=${invoice.id}`, u.token)).json?.data).toMatchObject({ error: 'not_found' });
    expect((await apply(u, { method: 'order', order_ids: [id], header: 'company', category: 'tax_invoice' })).body.code).toBe(1);
    const kinds = (await t.database.db.select().from(userMessages).where(eq(userMessages.userId, u.userId))).map((m) => m.kind);
    expect(kinds).toContain('invoice_refused');
  });

  it('an issue that fails gives its number back: the next one takes it (no gap)', async () => {
    const u = await customer();
    await certified(u);
    const broken = (await apply(u, { method: 'order', order_ids: [await order(u)], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
    const good = (await apply(u, { method: 'order', order_ids: [await order(u)], header: 'company', category: 'tax_invoice' })).body.data as Invoice;
    const last = async () => (await t.database.db.select({ no: invoicesTable.invoiceNo }).from(invoicesTable)).reduce((max, r) => Math.max(max, r.no ?? 0), 0);
    const before = await last();
    // An order whose figures no longer add up makes the PDF step throw inside the issuing transaction.
    const { orders } = await import('../../db/schema');
    await t.database.db.update(orders).set({ amountDueFils: 1 }).where(eq(orders.id, broken.orders[0]!.id));
    expect((await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: broken.id } })).status).toBe(500);
    expect((await t.database.db.select().from(invoicesTable).where(eq(invoicesTable.id, broken.id)))[0]).toMatchObject({ status: 'pending', invoiceNo: null, pdfStoredName: null });
    const issued = await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: good.id } });
    expect((issued.body.data as StaffInvoice).invoice.invoice_no).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
  });
});
