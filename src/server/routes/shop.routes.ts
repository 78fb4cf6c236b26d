/** The storefront's loading calls (spec §7), with their exact paths and answers. */
import type { FastifyInstance } from 'fastify';
import { locales, defaultLocale } from '../../domain/i18n';
import { fail, ok } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import {
  articleDetail,
  articleList,
  categoryTree,
  commonData,
  goodsDetail,
  goodsList,
  noticeDetail,
  noticeList,
  serviceConfig,
  unreadCount,
} from '../services/shop.service';
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

  defineRoute(app, {
    method: 'get',
    path: '/goods/detail',
    auth: 'optional',
    handler: async ({ locale, query }) => {
      const item = await goodsDetail(db, locale, query.id);
      return item ? ok(item) : fail('not_found', {}, 'id');
    },
  });

  defineRoute(app, {
    method: 'get',
    path: '/article/lists',
    auth: 'optional',
    handler: async ({ locale }) => ok({ lists: await articleList(db, locale) }),
  });

  defineRoute(app, {
    method: 'get',
    path: '/article/detail',
    auth: 'optional',
    handler: async ({ locale, query }) => {
      const article = await articleDetail(db, locale, query.id);
      return article ? ok(article) : fail('not_found', {}, 'id');
    },
  });

  defineRoute(app, {
    method: 'get',
    path: '/notice/lists',
    auth: 'optional',
    handler: async ({ locale, query }) => ok(await noticeList(db, locale, query.page_no ?? 1, query.page_size ?? 10)),
  });

  defineRoute(app, {
    method: 'get',
    path: '/notice/detail',
    auth: 'optional',
    handler: async ({ locale, query }) => {
      const notice = await noticeDetail(db, locale, query.id);
      return notice ? ok(notice) : fail('not_found', {}, 'id');
    },
  });
}
