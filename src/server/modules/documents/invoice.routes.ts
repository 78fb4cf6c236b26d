/**
 * Tax certification and VAT invoices (tag `invoice`, issue 12): the customer's certification and its documents,
 * invoice applications, their history, withdrawal and the tax invoice PDF; and the staff side — the certification
 * and invoice queues, verify or fail, issue or refuse (services/certification.service.ts, invoice.service.ts).
 * Certification documents reach staff through `GET staff/file`. The upload of a document is `upload/certificate`
 * (routes/upload, where multipart is registered).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { certifications, invoices, storage } = app.services;

  defineRoute<'/account/certification', 'get', SessionUser>(app, {
    method: 'get',
    path: '/account/certification',
    auth: 'user',
    handler: async ({ user }) => ok(await certifications.current(user.id)),
  });
  defineRoute<'/account/certification/submit', 'post', SessionUser>(app, {
    method: 'post',
    path: '/account/certification/submit',
    auth: 'user',
    handler: async ({ user, body }) => certifications.submit(user.id, body),
  });
  defineFileRoute<'/account/certification/file', 'get', SessionUser>(app, {
    method: 'get',
    path: '/account/certification/file',
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await certifications.ownFile(user.id, query.id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download === 1 });
    },
  });

  defineRoute<'/invoice/options', 'get', SessionUser>(app, {
    method: 'get',
    path: '/invoice/options',
    auth: 'user',
    handler: async ({ user }) => ok(await invoices.options(user.id)),
  });
  defineRoute<'/invoice/apply', 'post', SessionUser>(app, {
    method: 'post',
    path: '/invoice/apply',
    auth: 'user',
    handler: async ({ user, body }) => invoices.apply(user.id, body),
  });
  defineRoute<'/invoice/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/invoice/lists',
    auth: 'user',
    handler: async ({ user, query }) => ok(await invoices.list(user.id, query.status ?? 'all', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.invoices.default)),
  });
  defineRoute<'/invoice/withdraw', 'post', SessionUser>(app, {
    method: 'post',
    path: '/invoice/withdraw',
    auth: 'user',
    handler: async ({ user, body }) => invoices.withdraw(user.id, body.id),
  });
  defineFileRoute<'/invoice/file', 'get', SessionUser>(app, {
    method: 'get',
    path: '/invoice/file',
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await invoices.file(user.id, query.id);
      return found.ok ? ok({ ...found.data, type: 'pdf', download: query.download === 1 }) : found;
    },
  });

  defineRoute<'/staff/certifications', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/certifications',
    auth: 'staff',
    handler: async ({ query }) => ok(await certifications.queue(query.status ?? 'in_review')),
  });
  defineRoute<'/staff/certification/verify', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/certification/verify',
    auth: 'staff',
    handler: async ({ user, body }) => certifications.verify(user.id, body.id),
  });
  defineRoute<'/staff/certification/fail', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/certification/fail',
    auth: 'staff',
    handler: async ({ user, body }) => certifications.fail(user.id, body.id, body.reason),
  });
  defineRoute<'/staff/invoices', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/invoices',
    auth: 'staff',
    handler: async ({ query }) => ok(await invoices.queue(query.status ?? 'pending')),
  });
  defineRoute<'/staff/invoice/issue', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/invoice/issue',
    auth: 'staff',
    handler: async ({ user, body }) => invoices.issue(user.id, body.id),
  });
  defineRoute<'/staff/invoice/refuse', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/invoice/refuse',
    auth: 'staff',
    handler: async ({ user, body }) => invoices.refuse(user.id, body.id, body.reason),
  });
  defineFileRoute<'/staff/invoice/file', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/invoice/file',
    auth: 'staff',
    handler: async ({ query }) => {
      const found = await invoices.file(null, query.id);
      return found.ok ? ok({ ...found.data, type: 'pdf', download: query.download === 1 }) : found;
    },
  });
}
