/**
 * Tax certification (spec §3 Account, §4 states, §6): the customer submits the company name, the UAE TRN, the
 * business licence and optionally a trademark authorisation (uploads of kind 'certificate', the owner's own); staff
 * verify it or fail it with a reason in the console. Each submission is a row, the newest is the user's
 * certification; a partial unique index keeps one in review per user. Staff decisions move the row through the
 * certification table with a status-conditional update, write the audit row and the customer's message in the same
 * transaction.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { isValidTrn } from '../../../domain/invoice/rules';
import { certificationMachine, type CertificationEvent, type CertificationStatus } from '../../../domain/invoice/status';
import { STAFF_QUEUE_MAX } from '../../../domain/limits';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { certifications, uploads, users } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, ok, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import type { MessageService } from '../messaging';
import { uploadView } from '../files';

type Schemas = components['schemas'];
type CertificationRow = typeof certifications.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

export const NOT_CERTIFIED: Schemas['Certification'] = {
  id: null,
  status: 'none',
  company_name: null,
  trn: null,
  licence: null,
  trademark: null,
  reject_reason: null,
  submitted_at: null,
  reviewed_at: null,
};

export interface CertificationDeps {
  messages: MessageService;
  audit: AuditService;
  /** The shop's clock (SHOP_CLOCK): when a certification was reviewed. */
  clock: Clock;
}

export class CertificationService {
  constructor(
    private readonly db: Db,
    private readonly deps: CertificationDeps,
  ) {}

  /** The user's newest submission (their certification), or undefined when they never submitted one. */
  async latest(userId: number, db: Db | Tx = this.db): Promise<CertificationRow | undefined> {
    const [row] = await db.select().from(certifications).where(eq(certifications.userId, userId)).orderBy(desc(certifications.id)).limit(1);
    return row;
  }

  /** The user's verified certification, or undefined. */
  async verified(userId: number, db: Db | Tx = this.db): Promise<CertificationRow | undefined> {
    const row = await this.latest(userId, db);
    return row?.status === 'verified' ? row : undefined;
  }

  async current(userId: number): Promise<Schemas['Certification']> {
    const row = await this.latest(userId);
    return row ? (await this.views([row]))[0] ?? NOT_CERTIFIED : NOT_CERTIFIED;
  }

  async submit(userId: number, body: { company_name: string; trn: string; licence_file_id: number; trademark_file_id?: number }): Promise<Outcome<Schemas['Certification']>> {
    const trn = body.trn.replace(/\s+/g, '');
    if (!isValidTrn(trn)) return fail('trn_invalid', {}, 'trn');
    const fileIds = [body.licence_file_id, ...(body.trademark_file_id === undefined ? [] : [body.trademark_file_id])];
    const owned = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, fileIds), eq(uploads.userId, userId), eq(uploads.kind, 'certificate'), isNull(uploads.deletedAt)));
    if (!owned.some((f) => f.id === body.licence_file_id)) return fail('not_found', {}, 'licence_file_id');
    if (body.trademark_file_id !== undefined && !owned.some((f) => f.id === body.trademark_file_id)) return fail('not_found', {}, 'trademark_file_id');
    try {
      const outcome = await this.db.transaction(async (tx) => {
        const latest = await this.latest(userId, tx);
        if (latest?.status === 'in_review') return fail('certification_in_review');
        if (latest?.status === 'verified') return fail('certification_already_verified');
        const [row] = await tx
          .insert(certifications)
          .values({ userId, companyName: body.company_name.trim(), trn, licenceFileId: body.licence_file_id, trademarkFileId: body.trademark_file_id ?? null, status: certificationMachine.initial })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return ok(row);
      });
      if (!outcome.ok) return outcome;
      const [view] = await this.views([outcome.data]);
      return view ? ok(view, 'certification_submitted') : fail('not_found');
    } catch (error) {
      if (isUniqueViolation(error)) return fail('certification_in_review'); // a second submission at the same time
      throw error;
    }
  }

  /** A document of one of the user's own certifications (another user's file is "not found"). */
  async ownFile(userId: number, fileId: number): Promise<Outcome<UploadRow>> {
    const [row] = await this.db
      .select({ file: uploads })
      .from(uploads)
      .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.kind, 'certificate'), isNull(uploads.deletedAt)));
    return row ? ok(row.file) : fail('not_found', {}, 'id');
  }

  /** Staff: certifications in a status; those waiting oldest first, the decided newest first. */
  async queue(status: CertificationStatus): Promise<{ lists: Schemas['StaffCertification'][] }> {
    const rows = await this.db
      .select({ row: certifications, customer: { id: users.id, nickname: users.nickname, mobile: users.mobile } })
      .from(certifications)
      .innerJoin(users, eq(users.id, certifications.userId))
      .where(eq(certifications.status, status))
      .orderBy(status === 'in_review' ? asc(certifications.id) : desc(certifications.id))
      .limit(STAFF_QUEUE_MAX);
    const views = await this.views(rows.map((r) => r.row));
    return { lists: rows.flatMap((r, i) => (views[i] ? [{ certification: views[i], customer: r.customer }] : [])) };
  }

  verify(staffId: number, id: number): Promise<Outcome<Schemas['StaffCertification']>> {
    return this.decide(staffId, id, 'verify', null);
  }

  fail(staffId: number, id: number, reason: string): Promise<Outcome<Schemas['StaffCertification']>> {
    const why = reason.trim();
    if (!why) return Promise.resolve(fail('reason_required', {}, 'reason'));
    return this.decide(staffId, id, 'fail', why);
  }

  private async decide(staffId: number, id: number, event: CertificationEvent, reason: string | null): Promise<Outcome<Schemas['StaffCertification']>> {
    const move = statusMove(certificationMachine, certifications.status, event);
    const decided = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(certifications)
        .set({ status: move.to, rejectReason: reason, reviewedBy: staffId, reviewedAt: this.deps.clock.now() })
        .where(and(eq(certifications.id, id), move.from))
        .returning();
      if (!row) return null;
      await this.deps.audit.record(tx, {
        actorId: staffId,
        action: event === 'verify' ? 'verify_certification' : 'fail_certification',
        entityType: 'certification',
        entityId: row.id,
        userId: row.userId,
        before: { status: 'in_review' },
        after: { status: row.status, company_name: row.companyName, trn: row.trn },
        reason,
      });
      if (event === 'verify') await this.deps.messages.notify(tx, row.userId, 'certification_verified', { company_name: row.companyName });
      else await this.deps.messages.notify(tx, row.userId, 'certification_failed', { company_name: row.companyName, reason: reason ?? '' });
      return row;
    });
    if (!decided) {
      const [exists] = await this.db.select({ id: certifications.id }).from(certifications).where(eq(certifications.id, id));
      return fail(exists ? 'certification_not_in_review' : 'not_found', {}, 'id');
    }
    const [customer] = await this.db.select({ id: users.id, nickname: users.nickname, mobile: users.mobile }).from(users).where(eq(users.id, decided.userId));
    const [view] = await this.views([decided]);
    if (!view || !customer) return fail('not_found', {}, 'id');
    return ok({ certification: view, customer }, event === 'verify' ? 'certification_verified' : 'certification_failed');
  }

  private async views(rows: CertificationRow[]): Promise<Schemas['Certification'][]> {
    const ids = rows.flatMap((r) => [r.licenceFileId, ...(r.trademarkFileId === null ? [] : [r.trademarkFileId])]);
    const files = ids.length > 0 ? await this.db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
    const byId = new Map(files.map((f) => [f.id, f]));
    const view = (id: number | null) => {
      const file = id === null ? undefined : byId.get(id);
      return file ? uploadView(file) : null;
    };
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      company_name: row.companyName,
      trn: row.trn,
      licence: view(row.licenceFileId),
      trademark: view(row.trademarkFileId),
      reject_reason: row.rejectReason,
      submitted_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
    }));
  }
}
