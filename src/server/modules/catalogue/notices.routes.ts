/** Shop notices, and the unread count of the user's messages the header shows (`notice/myNewNotice`, spec §7). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { found, ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function noticesRoutes(app: FastifyInstance): Promise<void> {
  const { content, messages } = app.services;

  defineRoute(app, 'post', '/notice/myNewNotice', {
    auth: 'optional',
    handler: async ({ user }) => ok({ total: user ? await messages.unreadCount(user.id) : 0 }),
  });

  defineRoute(app, 'get', '/notice/lists', {
    auth: 'optional',
    handler: async ({ locale, query }) => ok(await content.noticeList(locale, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.notices.default)),
  });

  defineRoute(app, 'get', '/notice/detail', {
    auth: 'optional',
    handler: async ({ locale, query }) => found(await content.noticeDetail(locale, query.id), 'id'),
  });
}
