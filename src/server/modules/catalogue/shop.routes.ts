/** The shop's configuration and public data: the storefront's loading calls (spec §7), with their exact paths. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const { shop } = app.services;

  defineRoute(app, 'get', '/service/getConfig', {
    auth: 'optional',
    handler: async ({ locale }) => ok(await shop.serviceConfig(locale)),
  });

  defineRoute(app, 'get', '/config/getconfig', {
    auth: 'optional',
    handler: async () => ok(shop.clientConfig()),
  });

  defineRoute(app, 'get', '/pc/commonData', {
    auth: 'optional',
    // The shop-wide part comes from the public-data cache; a session adds its own part (one query).
    handler: async ({ locale, user }) => {
      const common = await app.publicData.get(`commonData ${locale}`, () => shop.commonData(locale, null));
      return ok(user ? { ...common, my: await shop.my(user) } : common);
    },
  });
}
