/** The shop settings admins edit in the console (tag `staff`): bank account, VAT TRN, address, hours, site closed. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { shopSettings } = app.services;

  defineRoute(app, 'get', '/staff/settings', { auth: 'admin', handler: async () => ok(await shopSettings.get()) });
  defineRoute(app, 'post', '/staff/settings', { auth: 'admin', handler: async ({ user, body }) => shopSettings.save(user.id, body) });
}
