/** The wallet: income and expense records, top-ups by bank transfer, and the staff confirmation of a top-up. */
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import type { SessionUser } from '../services/session.service';
import { WalletService } from '../services/wallet.service';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const wallet = new WalletService(app.database.db);

  defineRoute<'/wallet/records', 'get', SessionUser>(app, {
    method: 'get',
    path: '/wallet/records',
    auth: 'user',
    handler: async ({ user, query }) => ok(await wallet.records(user.id, query.type ?? 'all', query.page_no ?? 1, query.page_size ?? 10)),
  });
  defineRoute<'/wallet/recharge', 'post', SessionUser>(app, { method: 'post', path: '/wallet/recharge', auth: 'user', handler: async ({ user, body }) => wallet.recharge(user.id, body) });
  defineRoute<'/wallet/recharges', 'get', SessionUser>(app, {
    method: 'get',
    path: '/wallet/recharges',
    auth: 'user',
    handler: async ({ user, query }) => ok(await wallet.recharges(user.id, query.page_no ?? 1, query.page_size ?? 10)),
  });
  defineRoute<'/staff/confirmRecharge', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/confirmRecharge',
    auth: 'user',
    handler: async ({ user, body }) => (user.role === 'staff' ? wallet.confirm(body.recharge_id, user.id) : fail('forbidden')),
  });
}
