/**
 * Shop fixtures for API tests: files, an address, a priced cart ready to order, orders, staff users and vouchers —
 * each made through the API as a shopper would, against the test app.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { components, paths } from '../../generated/shop-api';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { newUser, uploadFile } from './test-app';
import { testClient } from './test-client';

type Order = components['schemas']['Order'];
export type Preview = { totals: components['schemas']['OrderTotals']; first_order_today: boolean; price_changed: boolean };
type SubmitBody = NonNullable<paths['/order/submit']['post']['requestBody']>['content']['application/json'];
type Delivery = SubmitBody['delivery'];

/** A PDF (by its magic bytes) with the given text, so every test file can be unique. */
export const pdf = (text: string) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(text)]);
/** A PNG (signature and IHDR start) with the given text. */
export const png = (text: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), Buffer.from(text)]);
/** A fresh idempotency key. */
export const idempotencyKey = () => randomUUID().replace(/-/g, '');

export const address = { recipient: 'Sara Al Mansoori', phone: '+971 50 123 4567', province: 'Dubai', city: 'Dubai', address: 'Warehouse 14, Street 6B, Al Quoz 3', area: 'Al Quoz', postal_code: '00000' };

type AddressBody = NonNullable<paths['/address/add']['post']['requestBody']>['content']['application/json'];

export async function addAddress(app: FastifyInstance, token: string, body: AddressBody = address): Promise<number> {
  const res = await testClient(app).post('/address/add', { token, body });
  expect(res.body.code).toBe(1);
  return res.body.data.id;
}

export type CartItem = { code: string; config: Record<string, string | number | boolean> };

/** A user with priced cart lines (each with a design file) and an address, ready to submit. */
export async function readyToOrder(app: FastifyInstance, items: CartItem[] = [{ code: 'bc_standard', config: { quantity: 500 } }]) {
  const user = await newUser(app);
  const file = await uploadFile(app, user.token, 'card90x54.pdf', pdf(`${user.mobile} ${Math.random()}`));
  const added = await testClient(app).post('/cart/add', { token: user.token, body: { items: items.map((i) => ({ ...i, file_id: file.body.data.id })) } });
  expect(added.body.code).toBe(1);
  const cartIds = added.body.data.ids;
  const addressId = await addAddress(app, user.token);
  return { ...user, cartIds, addressId, fileId: file.body.data.id };
}

/** Previews the cart lines and submits them at the previewed amount, as the confirm-order page does. */
export async function submitOrder(app: FastifyInstance, token: string, cartIds: number[], addressId: number, delivery: Delivery = 'door', extra: Partial<SubmitBody> & Record<string, unknown> = {}) {
  const api = testClient(app);
  const preview = (await api.post('/order/preview', { token, body: { cart_ids: cartIds, address_id: addressId, delivery } })).body.data;
  return api.post('/order/submit', {
    token,
    body: { cart_ids: cartIds, address_id: addressId, delivery, agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: preview.totals.amount_due_fils, ...extra },
  });
}

export async function orderDetail(app: FastifyInstance, token: string, id: number): Promise<Order> {
  return (await testClient(app).get('/order/detail', { query: { id }, token })).body.data;
}

/** A new user given the staff role (or `admin`). */
export async function staffUser(app: FastifyInstance, database: Database, role: 'staff' | 'admin' = 'staff') {
  const staff = await newUser(app);
  await database.db.update(users).set({ role }).where(eq(users.id, staff.userId));
  return staff;
}

/** Uploads a remittance voucher (any name, PNG) and returns its id. */
export async function uploadVoucher(app: FastifyInstance, token: string): Promise<number> {
  const res = await uploadFile(app, token, 'transfer receipt.png', png(`receipt ${randomUUID()}`), 'voucher');
  expect(res.body.code).toBe(1);
  return res.body.data.id;
}

/** Moves a paid order through the staff console to `delivered`: accepted without proof, produced, stocked, shipped. */
export async function deliverOrder(app: FastifyInstance, staffToken: string, orderId: number) {
  const api = testClient(app);
  const detail = async () => (await api.get('/staff/order/detail', { query: { id: orderId }, token: staffToken })).body.data;
  for (const event of ['review_ok', 'produce', 'stock'] as const) {
    const moved = await api.post('/staff/order/move', { token: staffToken, body: { id: orderId, version: (await detail()).version, event } });
    expect(moved.body.code, `${event}: ${moved.body.msg}`).toBe(1);
  }
  const shipped = await api.post('/staff/order/ship', { token: staffToken, body: { id: orderId, version: (await detail()).version, courier: 'Aramex', tracking_no: `AX${orderId}` } });
  expect(shipped.body.code, shipped.body.msg).toBe(1);
  const delivered = await api.post('/staff/order/move', { token: staffToken, body: { id: orderId, version: (await detail()).version, event: 'deliver' } });
  expect(delivered.body.code, delivered.body.msg).toBe(1);
}

/**
 * A customer's order of `items`, paid from the balance (topped up in the database for the test) and delivered by
 * staff: ready for receipt, after-sales and reviews.
 */
export async function deliveredOrder(app: FastifyInstance, database: Database, staffToken: string, items?: CartItem[], customer?: Awaited<ReturnType<typeof readyToOrder>>) {
  const u = customer ?? (await readyToOrder(app, items));
  const submitted = await submitOrder(app, u.token, u.cartIds, u.addressId, 'door');
  expect(submitted.body.code, submitted.body.msg).toBe(1);
  const id = submitted.body.data.order_id;
  const [before] = await database.db.select({ balance: users.balanceFils }).from(users).where(eq(users.id, u.userId));
  await database.db.update(users).set({ balanceFils: (before?.balance ?? 0) + submitted.body.data.amount_due_fils }).where(eq(users.id, u.userId));
  const paid = await testClient(app).post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
  expect(paid.body.code, paid.body.msg).toBe(1);
  await deliverOrder(app, staffToken, id);
  return { ...u, orderId: id, amountDueFils: submitted.body.data.amount_due_fils };
}
