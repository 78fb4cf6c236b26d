/** The storefront's loading calls (spec §7), with their exact paths and answers. */
import type { FastifyInstance } from 'fastify';
import { locales, defaultLocale } from '../../domain/i18n';
import { ok } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { categoryTree, commonData, goodsList, serviceConfig, unreadCount } from '../services/shop.service';
import { UPLOAD_MAX_BYTES, VAT_RATE_PERCENT, API_VERSION } from '../constants';

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  defineRoute(app, {
    method: 'get',
    path: '/service/getConfig',
    auth: 'optional',
    handler: async ({ locale }) => ok(await serviceConfig(db, locale)),
  });

  defineRoute(app, {
    method: 'get',
    path: '/config/getconfig',
    auth: 'optional',
    handler: async () =>
      ok({
        currency: 'AED' as const,
        vat_rate_percent: VAT_RATE_PERCENT,
        locales: [...locales],
        default_locale: defaultLocale,
        upload_max_bytes: UPLOAD_MAX_BYTES,
        api_version: API_VERSION,
      }),
  });

  defineRoute(app, {
    method: 'get',
    path: '/pc/commonData',
    auth: 'optional',
    handler: async ({ locale, user }) => ok(await commonData(db, locale, user)),
  });

  defineRoute(app, {
    method: 'get',
    path: '/goodsCategory/lists',
    auth: 'optional',
    handler: async ({ locale }) => ok({ lists: await categoryTree(db, locale) }),
  });

  defineRoute(app, {
    method: 'get',
    path: '/goods/lists',
    auth: 'optional',
    handler: async ({ locale, query }) => ok(await goodsList(db, locale, query)),
  });

  defineRoute(app, {
    method: 'post',
    path: '/notice/myNewNotice',
    auth: 'optional',
    handler: async ({ user }) => ok({ total: await unreadCount(db, user) }),
  });
}
