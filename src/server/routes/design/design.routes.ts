/** The online design editor (docs/online-design.md): templates (public), the user's designs and their images (owner-scoped). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { fail, ok } from '../../lib/envelope';
import { defineFileRoute, defineRoute } from '../../lib/route';
import type { SessionUser } from '../../services/session.service';
import { storedFile } from '../../services/storage';

export async function designRoutes(app: FastifyInstance): Promise<void> {
  const { designs, storage } = app.services;

  defineRoute(app, { method: 'get', path: '/design/templates', auth: 'optional', handler: async ({ locale, query }) => ok({ lists: designs.listTemplates(locale, query.kind) }) });
  defineRoute<'/design/create', 'post', SessionUser>(app, { method: 'post', path: '/design/create', auth: 'user', handler: async ({ user, locale, body }) => designs.create(user.id, locale, body) });
  defineRoute<'/design/detail', 'get', SessionUser>(app, { method: 'get', path: '/design/detail', auth: 'user', handler: async ({ user, query }) => designs.detail(user.id, query.id) });
  defineRoute<'/design/save', 'post', SessionUser>(app, { method: 'post', path: '/design/save', auth: 'user', handler: async ({ user, body }) => designs.save(user.id, body) });
  defineRoute<'/design/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/design/lists',
    auth: 'user',
    handler: async ({ user, query }) => ok(await designs.list(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.designs.default)),
  });
  defineRoute<'/design/delete', 'post', SessionUser>(app, { method: 'post', path: '/design/delete', auth: 'user', handler: async ({ user, body }) => designs.remove(user.id, body.id) });
  defineFileRoute<'/design/image', 'get', SessionUser>(app, {
    method: 'get',
    path: '/design/image',
    auth: 'user',
    handler: async ({ user, query }) => {
      const file = await designs.image(user.id, query.id);
      return file ? ok(storedFile(storage, file, false)) : fail('not_found', {}, 'id');
    },
  });
}
