/**
 * The design service (docs/design-service.md): the shopper's design tasks (list, detail, approve a draft, ask for
 * changes), the designers' task centre (tasks, claim, hand in a draft, earnings), the task files, and the staff side
 * (all tasks, reassign or cancel with a reason, designer accounts). Designers are accounts of type 4; the service
 * checks it on every designer call.
 */
import type { FastifyInstance } from 'fastify';
import { isStaffRole } from '../../../domain/roles';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function designRoutes(app: FastifyInstance): Promise<void> {
  const { designs, storage } = app.services;

  // The shopper.
  defineRoute<'/design/lists', 'get', SessionUser>(app, { method: 'get', path: '/design/lists', auth: 'user', handler: async ({ user, query }) => ok(await designs.shopperList(user.id, query.status, query.page_no ?? 1)) });
  defineRoute<'/design/detail', 'get', SessionUser>(app, { method: 'get', path: '/design/detail', auth: 'user', handler: async ({ user, query }) => designs.shopperDetail(user.id, query.id) });
  defineRoute<'/design/approve', 'post', SessionUser>(app, { method: 'post', path: '/design/approve', auth: 'user', handler: async ({ user, body }) => designs.approve(user.id, body) });
  defineRoute<'/design/requestChanges', 'post', SessionUser>(app, { method: 'post', path: '/design/requestChanges', auth: 'user', handler: async ({ user, body }) => designs.requestChanges(user.id, body) });
  defineFileRoute<'/design/file', 'get', SessionUser>(app, {
    method: 'get',
    path: '/design/file',
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await designs.file({ id: user.id, typeId: user.typeId, staff: isStaffRole(user.role) }, query.task_id, query.file_id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download === 1 });
    },
  });

  // Designers (the task centre).
  defineRoute<'/designer/tasks', 'get', SessionUser>(app, {
    method: 'get',
    path: '/designer/tasks',
    auth: 'user',
    handler: async ({ user, query }) => designs.taskCentre(user, { scope: query.scope ?? 'open', status: query.status, family: query.family, keyword: query.keyword, page_no: query.page_no ?? 1 }),
  });
  defineRoute<'/designer/task', 'get', SessionUser>(app, { method: 'get', path: '/designer/task', auth: 'user', handler: async ({ user, query }) => designs.designerDetail(user, query.id) });
  defineRoute<'/designer/claim', 'post', SessionUser>(app, { method: 'post', path: '/designer/claim', auth: 'user', handler: async ({ user, body }) => designs.claim(user, body.task_id) });
  defineRoute<'/designer/submitDraft', 'post', SessionUser>(app, { method: 'post', path: '/designer/submitDraft', auth: 'user', handler: async ({ user, body }) => designs.submitDraft(user, body) });
  defineRoute<'/designer/earnings', 'get', SessionUser>(app, { method: 'get', path: '/designer/earnings', auth: 'user', handler: async ({ user, query }) => designs.earnings(user, query.page_no ?? 1) });

  // Staff.
  defineRoute<'/staff/designTasks', 'get', SessionUser>(app, { method: 'get', path: '/staff/designTasks', auth: 'staff', handler: async ({ query }) => ok(await designs.staffList(query.status, query.page_no ?? 1)) });
  defineRoute<'/staff/designTask/reassign', 'post', SessionUser>(app, { method: 'post', path: '/staff/designTask/reassign', auth: 'staff', handler: async ({ user, body }) => designs.reassign(user.id, body) });
  defineRoute<'/staff/designTask/cancel', 'post', SessionUser>(app, { method: 'post', path: '/staff/designTask/cancel', auth: 'staff', handler: async ({ user, body }) => designs.cancel(user.id, body) });
  defineRoute<'/staff/designers', 'get', SessionUser>(app, { method: 'get', path: '/staff/designers', auth: 'staff', handler: async () => ok(await designs.designerList()) });
  defineRoute<'/staff/designer/set', 'post', SessionUser>(app, { method: 'post', path: '/staff/designer/set', auth: 'staff', handler: async ({ user, body }) => designs.setDesigner(user.id, body) });
}
