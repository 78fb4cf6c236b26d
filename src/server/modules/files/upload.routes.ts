/** Uploads: design files (spec §5 rules), remittance vouchers, avatars, after-sales and review pictures and proofs, as multipart/form-data with one part named `file`. */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDesigner } from '../../../domain/roles';
import { DESIGN_FILE_MAX_BYTES } from '../../../domain/files';
import { PAGE_SIZES } from '../../../domain/limits';
import { fail, ok, type Outcome } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';
import { storedFile } from '../../infra/storage';

/**
 * The one file of a multipart request; `truncated` when it went past the size limit (its content is then cut);
 * `malformed` when the form cannot be read (a body cut off mid-way, a broken boundary).
 */
async function readSingleFile(request: FastifyRequest): Promise<{ name: string; content: Buffer; truncated: boolean } | 'malformed' | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file();
    if (!part) return null;
    const content = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
      throw error;
    });
    return { name: part.filename, content: content ?? Buffer.alloc(0), truncated: content === null || part.file.truncated };
  } catch (error) {
    request.log.info({ err: error }, 'unreadable multipart body');
    return 'malformed';
  }
}

/** Reads the request's one file and hands it to `store`; a missing or unreadable file is refused first. */
async function withFile<D>(request: FastifyRequest, store: (name: string, content: Buffer, truncated: boolean) => Promise<Outcome<D>>): Promise<Outcome<D>> {
  const file = await readSingleFile(request);
  if (file === 'malformed') return fail('malformed_multipart', {}, 'file');
  return file ? store(file.name, file.content, file.truncated) : fail('file_missing', {}, 'file');
}

function storeUpload(uploads: FastifyInstance['services']['uploads'], userId: number, request: FastifyRequest, kind: 'design' | 'voucher' | 'proof' | 'certificate' = 'design') {
  return withFile(request, (name, content, truncated) => uploads.store(userId, name, content, truncated, kind));
}

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // Multipart only for this plugin's routes; one file, cut off just past the limit so the size error is clear.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: DESIGN_FILE_MAX_BYTES, parts: 6 } });
  const { uploads, profiles, afterSales, reviews, editor, storage } = app.services;

  defineRoute(app, 'post', '/upload/design', {
    auth: 'user',
    handler: async ({ user, request }) => storeUpload(uploads, user.id, request),
  });

  defineRoute(app, 'post', '/upload/voucher', {
    auth: 'user',
    handler: async ({ user, request }) => storeUpload(uploads, user.id, request, 'voucher'),
  });

  defineRoute(app, 'post', '/upload/certificate', {
    auth: 'user',
    handler: async ({ user, request }) => storeUpload(uploads, user.id, request, 'certificate'),
  });

  defineRoute(app, 'post', '/upload/avatar', {
    auth: 'user',
    handler: async ({ user, request }) => withFile(request, (name, content, truncated) => profiles.setAvatar(user.id, name, content, truncated)),
  });

  defineRoute(app, 'post', '/upload/afterSales', {
    auth: 'user',
    handler: async ({ user, request }) => withFile(request, (name, content, truncated) => afterSales.storeImage(user.id, name, content, truncated)),
  });

  defineRoute(app, 'post', '/upload/review', {
    auth: 'user',
    handler: async ({ user, request }) => withFile(request, (name, content, truncated) => reviews.storeImage(user.id, name, content, truncated)),
  });

  // The online editor (docs/online-design.md): images to place in designs, and the print-ready PDF it makes.
  defineRoute(app, 'post', '/upload/designImage', {
    auth: 'user',
    handler: async ({ user, request }) => withFile(request, (name, content, truncated) => editor.storeImage(user.id, name, content, truncated)),
  });

  defineRoute(app, 'post', '/upload/designPdf', {
    auth: 'user',
    handler: async ({ user, query, request }) => withFile(request, (_name, content, truncated) => editor.storePdf(user.id, query.design_id, content, truncated)),
  });

  defineRoute(app, 'post', '/staff/upload/proof', {
    auth: 'staff',
    handler: async ({ user, request }) => storeUpload(uploads, user.id, request, 'proof'),
  });

  // Designers' drafts (docs/design-service.md): a JPEG, PNG or PDF, checked like every upload.
  defineRoute(app, 'post', '/upload/designDraft', {
    auth: 'user',
    handler: async ({ user, request }) => (isDesigner(user.typeId) ? withFile(request, (name, content, truncated) => uploads.store(user.id, name, content, truncated, 'design_draft')) : fail('designers_only')),
  });

  defineRoute(app, 'post', '/upload/designReference', {
    auth: 'user',
    handler: async ({ user, request }) => withFile(request, (name, content, truncated) => uploads.store(user.id, name, content, truncated, 'design_reference')),
  });

  defineRoute(app, 'post', '/upload/delete', {
    auth: 'user',
    handler: async ({ user, body }) => uploads.remove(user.id, body.id),
  });

  defineFileRoute(app, 'get', '/upload/file', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const file = await uploads.owned(user.id, query.id);
      return file && file.kind === 'design' ? ok(storedFile(storage, file, true)) : fail('not_found', {}, 'id');
    },
  });

  defineRoute(app, 'get', '/upload/lists', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await uploads.list(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.uploads.default)),
  });
}
