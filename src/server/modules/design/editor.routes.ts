/** The online design editor (docs/online-design.md): templates (public), the user's designs and their images (owner-scoped). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { fail, ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';
import { storedFile } from '../../infra/storage';

export async function editorRoutes(app: FastifyInstance): Promise<void> {
  const { editor, storage } = app.services;

  defineRoute(app, { method: 'get', path: '/editor/templates', auth: 'optional', handler: async ({ locale, query }) => ok({ lists: editor.listTemplates(locale, query.kind) }) });
  defineRoute<'/editor/create', 'post', SessionUser>(app, { method: 'post', path: '/editor/create', auth: 'user', handler: async ({ user, locale, body }) => editor.create(user.id, locale, body) });
  defineRoute<'/editor/detail', 'get', SessionUser>(app, { method: 'get', path: '/editor/detail', auth: 'user', handler: async ({ user, query }) => editor.detail(user.id, query.id) });
  defineRoute<'/editor/save', 'post', SessionUser>(app, { method: 'post', path: '/editor/save', auth: 'user', handler: async ({ user, body }) => editor.save(user.id, body) });
  defineRoute<'/editor/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/editor/lists',
    auth: 'user',
    handler: async ({ user, query }) => ok(await editor.list(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.editorDesigns.default)),
  });
  defineRoute<'/editor/delete', 'post', SessionUser>(app, { method: 'post', path: '/editor/delete', auth: 'user', handler: async ({ user, body }) => editor.remove(user.id, body.id) });
  defineFileRoute<'/editor/image', 'get', SessionUser>(app, {
    method: 'get',
    path: '/editor/image',
    auth: 'user',
    handler: async ({ user, query }) => {
      const file = await editor.image(user.id, query.id);
      return file ? ok(storedFile(storage, file, false)) : fail('not_found', {}, 'id');
    },
  });
}
