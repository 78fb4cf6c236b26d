/**
 * Reviews (tag `review`; docs/reviews.md): lines to review and my reviews, the form's line, submitting, the goods
 * page's reviews and their pictures; the console's review list and hiding or showing a review (audited). Pictures are
 * uploaded by `upload/review` (routes/upload).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { reviews, storage } = app.services;

  defineRoute(app, 'get', '/review/toWrite', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await reviews.toWrite(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.reviewsToWrite.default)),
  });
  defineRoute(app, 'get', '/review/mine', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await reviews.mine(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.userReviews.default)),
  });
  defineRoute(app, 'get', '/review/line', { auth: 'user', handler: async ({ user, query }) => reviews.line(user.id, query.line_id) });
  defineRoute(app, 'post', '/review/submit', { auth: 'user', handler: async ({ user, body }) => reviews.submit(user.id, body) });
  defineRoute(app, 'get', '/review/goods', {
    auth: 'optional',
    handler: async ({ query }) => ok(await reviews.forGoods(query.goods_id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.goodsReviews.default)),
  });
  defineFileRoute(app, 'get', '/review/image', {
    auth: 'optional',
    handler: async ({ user, query }) => {
      const found = await reviews.image(user?.id ?? null, query.id, query.file_id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: false });
    },
  });

  defineRoute(app, 'get', '/staff/reviews', {
    auth: 'staff',
    handler: async ({ locale, query }) => ok(await reviews.staffList(query.status, locale, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffReviews.default)),
  });
  defineRoute(app, 'post', '/staff/review/hide', { auth: 'staff', handler: async ({ user, locale, body }) => reviews.moderate(user.id, locale, { ...body, event: 'hide' }) });
  defineRoute(app, 'post', '/staff/review/show', { auth: 'staff', handler: async ({ user, locale, body }) => reviews.moderate(user.id, locale, { ...body, event: 'show' }) });
}
