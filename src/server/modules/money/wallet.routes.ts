/** The wallet: balance and credit, income and expense records, and top-ups by bank transfer. */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { wallet } = app.services;

  defineRoute<'/user/wallet', 'get', SessionUser>(app, { method: 'get', path: '/user/wallet', auth: 'user', handler: async ({ user }) => ok(await wallet.balances(user.id)) });
  defineRoute<'/wallet/records', 'get', SessionUser>(app, {
    method: 'get',
    path: '/wallet/records',
    auth: 'user',
    handler: async ({ user, query }) => ok(await wallet.records(user.id, query.type ?? 'all', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.walletRecords.default)),
  });
  defineRoute<'/wallet/recharge', 'post', SessionUser>(app, { method: 'post', path: '/wallet/recharge', auth: 'user', handler: async ({ user, body }) => wallet.recharge(user.id, body) });
  defineRoute<'/wallet/recharges', 'get', SessionUser>(app, {
    method: 'get',
    path: '/wallet/recharges',
    auth: 'user',
    handler: async ({ user, query }) => ok(await wallet.recharges(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.recharges.default)),
  });
}
