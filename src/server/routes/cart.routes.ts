/** Design-file uploads and the cart; every call needs a logged-in user and sees only that user's data. */
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DESIGN_FILE_MAX_BYTES } from '../../domain/files';
import { fail, ok } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { CartService } from '../services/cart.service';
import type { SessionUser } from '../services/session.service';
import { localStorage } from '../services/storage';
import { UploadService } from '../services/upload.service';

/** The one file of a multipart request; `truncated` when it went past the size limit (its content is then cut). */
async function readSingleFile(request: FastifyRequest): Promise<{ name: string; content: Buffer; truncated: boolean } | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file();
  if (!part) return null;
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  return { name: part.filename, content: content ?? Buffer.alloc(0), truncated: content === null || part.file.truncated };
}

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  // Multipart only for this plugin's routes; one file, cut off just past the limit so the size error is clear.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: DESIGN_FILE_MAX_BYTES, parts: 6 } });
  const uploadsService = new UploadService(app.database.db, localStorage(join(app.config.dataDir, 'uploads')));
  const cart = new CartService(app.database.db);

  defineRoute<'/upload/design', 'post', SessionUser>(app, {
    method: 'post',
    path: '/upload/design',
    auth: 'user',
    handler: async ({ user, request }) => {
      const file = await readSingleFile(request);
      return file ? uploadsService.store(user.id, file.name, file.content, file.truncated) : fail('file_missing', {}, 'file');
    },
  });

  defineRoute<'/upload/voucher', 'post', SessionUser>(app, {
    method: 'post',
    path: '/upload/voucher',
    auth: 'user',
    handler: async ({ user, request }) => {
      const file = await readSingleFile(request);
      return file ? uploadsService.store(user.id, file.name, file.content, file.truncated, 'voucher') : fail('file_missing', {}, 'file');
    },
  });

  defineRoute<'/upload/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/upload/lists',
    auth: 'user',
    handler: async ({ user, query }) => ok(await uploadsService.list(user.id, query.page_no ?? 1, query.page_size ?? 20)),
  });

  defineRoute<'/cart/add', 'post', SessionUser>(app, {
    method: 'post',
    path: '/cart/add',
    auth: 'user',
    handler: async ({ user, locale, body }) => cart.add(user.id, locale, body.items),
  });

  defineRoute<'/cart/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/cart/lists',
    auth: 'user',
    handler: async ({ user }) => {
      const lists = await cart.lines(user.id);
      return ok({ lists, count: lists.length });
    },
  });

  defineRoute<'/cart/update', 'post', SessionUser>(app, {
    method: 'post',
    path: '/cart/update',
    auth: 'user',
    handler: async ({ user, locale, body }) => cart.update(user.id, locale, body),
  });

  defineRoute<'/cart/delete', 'post', SessionUser>(app, {
    method: 'post',
    path: '/cart/delete',
    auth: 'user',
    handler: async ({ user, body }) => cart.remove(user.id, body.ids),
  });
}
