/** The online design editor (docs/online-design.md): templates (public), the user's designs and their images (owner-scoped). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { fail, ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';
import { storedFile } from '../../infra/storage';

export async function editorRoutes(app: FastifyInstance): Promise<void> {
  const { editor, storage } = app.services;

  defineRoute(app, 'get', '/editor/templates', { auth: 'optional', handler: async ({ locale, query }) => ok({ lists: editor.listTemplates(locale, query.kind) }) });
  defineRoute(app, 'post', '/editor/create', { auth: 'user', handler: async ({ user, locale, body }) => editor.create(user.id, locale, body) });
  defineRoute(app, 'get', '/editor/detail', { auth: 'user', handler: async ({ user, query }) => editor.detail(user.id, query.id) });
  defineRoute(app, 'post', '/editor/save', { auth: 'user', handler: async ({ user, body }) => editor.save(user.id, body) });
  defineRoute(app, 'get', '/editor/lists', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await editor.list(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.editorDesigns.default)),
  });
  defineRoute(app, 'post', '/editor/delete', { auth: 'user', handler: async ({ user, body }) => editor.remove(user.id, body.id) });
  defineFileRoute(app, 'get', '/editor/image', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const file = await editor.image(user.id, query.id);
      return file ? ok(storedFile(storage, file, false)) : fail('not_found', {}, 'id');
    },
  });
}
