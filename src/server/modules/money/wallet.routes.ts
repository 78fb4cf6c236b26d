/** The wallet: balance and credit, income and expense records, and top-ups by bank transfer. */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { wallet } = app.services;

  defineRoute(app, 'get', '/user/wallet', { auth: 'user', handler: async ({ user }) => ok(await wallet.balances(user.id)) });
  defineRoute(app, 'get', '/wallet/records', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await wallet.records(user.id, query.type ?? 'all', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.walletRecords.default)),
  });
  defineRoute(app, 'post', '/wallet/recharge', { auth: 'user', handler: async ({ user, body }) => wallet.recharge(user.id, body) });
  defineRoute(app, 'get', '/wallet/recharges', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await wallet.recharges(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.recharges.default)),
  });
}
