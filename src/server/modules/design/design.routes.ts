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

export async function designRoutes(app: FastifyInstance): Promise<void> {
  const { designs, storage } = app.services;

  // The shopper.
  defineRoute(app, 'get', '/design/lists', { auth: 'user', handler: async ({ user, query }) => ok(await designs.shopperList(user.id, query.status, query.page_no ?? 1)) });
  defineRoute(app, 'get', '/design/detail', { auth: 'user', handler: async ({ user, query }) => designs.shopperDetail(user.id, query.id) });
  defineRoute(app, 'post', '/design/approve', { auth: 'user', handler: async ({ user, body }) => designs.approve(user.id, body) });
  defineRoute(app, 'post', '/design/requestChanges', { auth: 'user', handler: async ({ user, body }) => designs.requestChanges(user.id, body) });
  defineFileRoute(app, 'get', '/design/file', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await designs.file({ id: user.id, typeId: user.typeId, staff: isStaffRole(user.role) }, query.task_id, query.file_id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download === 1 });
    },
  });

  // Designers (the task centre).
  defineRoute(app, 'get', '/designer/tasks', {
    auth: 'user',
    handler: async ({ user, query }) => designs.taskCentre(user, { scope: query.scope ?? 'open', status: query.status, family: query.family, keyword: query.keyword, page_no: query.page_no ?? 1 }),
  });
  defineRoute(app, 'get', '/designer/task', { auth: 'user', handler: async ({ user, query }) => designs.designerDetail(user, query.id) });
  defineRoute(app, 'post', '/designer/claim', { auth: 'user', handler: async ({ user, body }) => designs.claim(user, body.task_id) });
  defineRoute(app, 'post', '/designer/submitDraft', { auth: 'user', handler: async ({ user, body }) => designs.submitDraft(user, body) });
  defineRoute(app, 'get', '/designer/earnings', { auth: 'user', handler: async ({ user, query }) => designs.earnings(user, query.page_no ?? 1) });

  // Staff.
  defineRoute(app, 'get', '/staff/designTasks', { auth: 'staff', handler: async ({ query }) => ok(await designs.staffList(query.status, query.page_no ?? 1)) });
  defineRoute(app, 'post', '/staff/designTask/reassign', { auth: 'staff', handler: async ({ user, body }) => designs.reassign(user.id, body) });
  defineRoute(app, 'post', '/staff/designTask/cancel', { auth: 'staff', handler: async ({ user, body }) => designs.cancel(user.id, body) });
  defineRoute(app, 'get', '/staff/designers', { auth: 'staff', handler: async () => ok(await designs.designerList()) });
  defineRoute(app, 'post', '/staff/designer/set', { auth: 'staff', handler: async ({ user, body }) => designs.setDesigner(user.id, body) });
}
