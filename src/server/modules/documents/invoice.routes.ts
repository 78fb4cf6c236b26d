/**
 * Tax certification and VAT invoices (tag `invoice`, issue 12): the customer's certification and its documents,
 * invoice applications, their history, withdrawal and the tax invoice PDF; and the staff side — the certification
 * and invoice queues, verify or fail, issue or refuse (modules/documents/certification.service.ts, invoice.service.ts).
 * Certification documents reach staff through `GET staff/file`. The upload of a document is `upload/certificate`
 * (routes/upload, where multipart is registered).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';

export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { certifications, invoices, storage } = app.services;

  defineRoute(app, 'get', '/account/certification', {
    auth: 'user',
    handler: async ({ user }) => ok(await certifications.current(user.id)),
  });
  defineRoute(app, 'post', '/account/certification/submit', {
    auth: 'user',
    handler: async ({ user, body }) => certifications.submit(user.id, body),
  });
  defineFileRoute(app, 'get', '/account/certification/file', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await certifications.ownFile(user.id, query.id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download === 1 });
    },
  });

  defineRoute(app, 'get', '/invoice/options', {
    auth: 'user',
    handler: async ({ user }) => ok(await invoices.options(user.id)),
  });
  defineRoute(app, 'post', '/invoice/apply', {
    auth: 'user',
    handler: async ({ user, body }) => invoices.apply(user.id, body),
  });
  defineRoute(app, 'get', '/invoice/lists', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await invoices.list(user.id, query.status ?? 'all', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.invoices.default)),
  });
  defineRoute(app, 'post', '/invoice/withdraw', {
    auth: 'user',
    handler: async ({ user, body }) => invoices.withdraw(user.id, body.id),
  });
  defineFileRoute(app, 'get', '/invoice/file', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await invoices.file(user.id, query.id);
      return found.ok ? ok({ ...found.data, type: 'pdf', download: query.download === 1 }) : found;
    },
  });

  defineRoute(app, 'get', '/staff/certifications', {
    auth: 'staff',
    handler: async ({ query }) => ok(await certifications.queue(query.status ?? 'in_review')),
  });
  defineRoute(app, 'post', '/staff/certification/verify', {
    auth: 'staff',
    handler: async ({ user, body }) => certifications.verify(user.id, body.id),
  });
  defineRoute(app, 'post', '/staff/certification/fail', {
    auth: 'staff',
    handler: async ({ user, body }) => certifications.fail(user.id, body.id, body.reason),
  });
  defineRoute(app, 'get', '/staff/invoices', {
    auth: 'staff',
    handler: async ({ query }) => ok(await invoices.queue(query.status ?? 'pending')),
  });
  defineRoute(app, 'post', '/staff/invoice/issue', {
    auth: 'staff',
    handler: async ({ user, body }) => invoices.issue(user.id, body.id),
  });
  defineRoute(app, 'post', '/staff/invoice/refuse', {
    auth: 'staff',
    handler: async ({ user, body }) => invoices.refuse(user.id, body.id, body.reason),
  });
  defineFileRoute(app, 'get', '/staff/invoice/file', {
    auth: 'staff',
    handler: async ({ query }) => {
      const found = await invoices.file(null, query.id);
      return found.ok ? ok({ ...found.data, type: 'pdf', download: query.download === 1 }) : found;
    },
  });
}
