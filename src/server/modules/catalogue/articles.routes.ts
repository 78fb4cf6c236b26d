/** Help articles (the footer's help links and the help centre). */
import type { FastifyInstance } from 'fastify';
import { found, ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app.services;

  defineRoute(app, 'get', '/article/lists', {
    auth: 'optional',
    handler: async ({ locale }) => ok({ lists: await content.articleList(locale) }),
  });

  defineRoute(app, 'get', '/article/detail', {
    auth: 'optional',
    handler: async ({ locale, query }) => found(await content.articleDetail(locale, query.id), 'id'),
  });
}
