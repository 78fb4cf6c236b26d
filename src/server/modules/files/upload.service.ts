/**
 * Design-file uploads: checks of spec §5, storage under a generated name, one row per file, a daily quota per
 * account (files and bytes, counted in the insert's transaction under a per-user lock so parallel uploads cannot
 * pass it), and deletion by the owner of files no order or payment uses.
 */
import { randomBytes, createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, isNull, or, sql, sum } from 'drizzle-orm';
import { checkDesignFileName, DESIGN_FILE_MAX_BYTES, DESIGN_FILE_MAX_MB, detectDesignFileType, extensionMatches } from '../../../domain/files';
import { dubaiDay } from '../../../domain/time/calendar';
import { AFTER_SALE_IMAGE_MAX_BYTES, AFTER_SALE_IMAGE_MAX_MB } from '../../../domain/after-sales/after-sales';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB } from '../../../domain/profile';
import { UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES, UPLOAD_DAILY_MAX_MB } from '../../../domain/limits';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../infra/db-errors';
import { afterSaleImages, cartLines, certifications, designDrafts, designReferences, orderLines, orderProofs, payments, reviewImages, transferVouchers, uploads, walletRecharges } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';
import type { FileStorage } from '../../infra/storage';

export type UploadKind = 'design' | 'voucher' | 'proof' | 'avatar' | 'after_sales' | 'certificate' | 'design_draft' | 'design_reference' | 'review' | 'design_image';

export interface UploadView {
  id: number;
  name: string;
  size: number;
  created_at: string;
}

export function uploadView(row: typeof uploads.$inferSelect): UploadView {
  return { id: row.id, name: row.originalName, size: row.size, created_at: row.createdAt.toISOString() };
}

/** How a voucher (JPEG, PNG or PDF, checked by magic bytes on upload) is served to staff. */
const VOUCHER_TYPES: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
};

export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** `content` is null when the client sent no file; `truncated` when it exceeded the size limit. */
  /**
   * Design files follow every rule of spec §5; remittance vouchers (kind 'voucher') and proofs staff send (kind
   * 'proof', not counted in the staff member's daily quota), designers' drafts (kind 'design_draft', not counted either:
   * designers are accounts staff made, and a task takes several drafts), design-brief references (kind
   * 'design_reference': a logo, a photo) and certification documents (kind 'certificate') may have
   * any name but must be a JPEG, PNG or PDF; avatars (kind 'avatar'), after-sales pictures (kind 'after_sales') and
   * review pictures (kind 'review') any name, a JPEG or PNG of at most 1 MB; images placed in online
   * designs (kind 'design_image') any name, a JPEG or PNG under the design-file limit.
   */
  async store(userId: number, name: string, content: Buffer | null, truncated: boolean, kind: UploadKind = 'design'): Promise<Outcome<UploadView>> {
    const picture = kind === 'avatar' || kind === 'after_sales' || kind === 'review';
    const pictureLimit = kind === 'avatar' ? { bytes: AVATAR_MAX_BYTES, mb: AVATAR_MAX_MB } : { bytes: AFTER_SALE_IMAGE_MAX_BYTES, mb: AFTER_SALE_IMAGE_MAX_MB };
    if (truncated || (content && content.length >= DESIGN_FILE_MAX_BYTES)) return fail('file_too_large', { limit: picture ? pictureLimit.mb : DESIGN_FILE_MAX_MB }, 'file');
    if (picture && content && content.length > pictureLimit.bytes) return fail('file_too_large', { limit: pictureLimit.mb }, 'file');
    if (!content || content.length === 0 || !name) return fail('file_missing', {}, 'file');
    const type = detectDesignFileType(content.subarray(0, 64));
    if (kind === 'design') {
      const nameProblem = checkDesignFileName(name);
      if (nameProblem) return fail(nameProblem, {}, 'file');
      if (!type || !extensionMatches(name, type)) return fail('file_type', {}, 'file');
    } else if (type !== 'jpeg' && type !== 'png' && (picture || kind === 'design_image' || type !== 'pdf')) {
      return fail('file_type', {}, 'file');
    }

    const sha256 = createHash('sha256').update(content).digest('hex');
    const day = dubaiDay(new Date());
    const [existing] = await this.db
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.sha256, sha256), eq(uploads.day, day), isNull(uploads.deletedAt)));
    if ((existing?.n ?? 0) > 0) return fail('upload_duplicate', {}, 'file');

    const storedName = `${day.slice(0, 7)}/${randomBytes(16).toString('hex')}.${type === 'jpeg' ? 'jpg' : type}`;
    await this.storage.put(storedName, content);
    try {
      const stored = await this.db.transaction(async (tx) => {
        // One upload of a user at a time is counted against the quota.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota|${userId}`}))`);
        const [today] = await tx
          .select({ files: count(), bytes: sum(uploads.size) })
          .from(uploads)
          .where(and(eq(uploads.userId, userId), eq(uploads.day, day)));
        if (kind !== 'proof' && kind !== 'design_draft' && ((today?.files ?? 0) >= UPLOAD_DAILY_MAX_FILES || Number(today?.bytes ?? 0) + content.length > UPLOAD_DAILY_MAX_BYTES)) return null;
        const [row] = await tx
          .insert(uploads)
          .values({ userId, kind, originalName: name.slice(0, 200), storedName, fileType: type, size: content.length, sha256, day })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
      if (!stored) {
        await this.storage.remove(storedName);
        return fail('upload_quota', { files: UPLOAD_DAILY_MAX_FILES, mb: UPLOAD_DAILY_MAX_MB }, 'file');
      }
      return ok(uploadView(stored), 'uploaded');
    } catch (error) {
      await this.storage.remove(storedName);
      if (isUniqueViolation(error)) return fail('upload_duplicate', {}, 'file'); // the same file in a concurrent request
      throw error;
    }
  }

  /**
   * Deletes one of the owner's files that no order line, bank-transfer payment or top-up uses; cart lines keep
   * their product without the file. The row stays (marked deleted) so the day's quota still counts it.
   */
  async remove(userId: number, id: number): Promise<Outcome<never[]>> {
    const file = await this.owned(userId, id);
    if (!file) return fail('not_found', {}, 'id');
    const deleted = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, id), isNull(uploads.deletedAt))).for('update');
      if (!locked) return 'gone' as const;
      const [inOrder] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.fileId, id));
      const [inPayment] = await tx.select({ n: count() }).from(payments).where(sql`(${payments.transfer} ->> 'voucher_file_id')::int = ${id}`);
      const [inTopUp] = await tx.select({ n: count() }).from(walletRecharges).where(eq(walletRecharges.voucherFileId, id));
      const [inProof] = await tx.select({ n: count() }).from(orderProofs).where(eq(orderProofs.fileId, id));
      const [inAfterSale] = await tx.select({ n: count() }).from(afterSaleImages).where(eq(afterSaleImages.fileId, id));
      const [inReview] = await tx.select({ n: count() }).from(reviewImages).where(eq(reviewImages.fileId, id));
      const [inCertification] = await tx.select({ n: count() }).from(certifications).where(or(eq(certifications.licenceFileId, id), eq(certifications.trademarkFileId, id)));
      const [inDesign] = await tx.select({ n: count() }).from(designReferences).where(eq(designReferences.fileId, id));
      const [inDraft] = await tx.select({ n: count() }).from(designDrafts).where(eq(designDrafts.fileId, id));
      if ((inOrder?.n ?? 0) + (inPayment?.n ?? 0) + (inTopUp?.n ?? 0) + (inProof?.n ?? 0) + (inAfterSale?.n ?? 0) + (inReview?.n ?? 0) + (inCertification?.n ?? 0) + (inDesign?.n ?? 0) + (inDraft?.n ?? 0) > 0) return 'in_use' as const;
      await tx.update(cartLines).set({ fileId: null }).where(and(eq(cartLines.fileId, id), eq(cartLines.userId, userId)));
      await tx.update(uploads).set({ deletedAt: sql`now()` }).where(eq(uploads.id, id));
      return 'deleted' as const;
    });
    if (deleted === 'gone') return fail('not_found', {}, 'id');
    if (deleted === 'in_use') return fail('file_in_use', {}, 'id');
    await this.storage.remove(file.storedName);
    return ok([], 'file_deleted');
  }

  async list(userId: number, pageNo: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.db.select().from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.kind, 'design'), isNull(uploads.deletedAt))).orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.kind, 'design'), isNull(uploads.deletedAt))),
    ]);
    return { lists: rows.map(uploadView), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /** The user's live upload of this kind with exactly this content from today (the one a duplicate upload repeats). */
  async sameToday(userId: number, content: Buffer, kind: UploadKind): Promise<UploadView | null> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const [row] = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.sha256, sha256), eq(uploads.day, dubaiDay(new Date())), eq(uploads.kind, kind), isNull(uploads.deletedAt)));
    return row ? uploadView(row) : null;
  }

  /** The user's own file, or undefined (another user's id is "not found"). */
  async owned(userId: number, id: number) {
    const [row] = await this.db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId), isNull(uploads.deletedAt)));
    return row;
  }

  /**
   * A remittance voucher for staff to look at: only a file claimed by a bank-transfer payment or a top-up (its
   * `transfer_vouchers` row, or a top-up's voucher), stored and of a voucher type. Null otherwise.
   */
  async voucherFile(fileId: number): Promise<{ id: number; contentType: string; extension: string; stream: Readable } | null> {
    const [row] = await this.db
      .select({ file: uploads })
      .from(uploads)
      .where(
        and(
          eq(uploads.id, fileId),
          eq(uploads.kind, 'voucher'),
          isNull(uploads.deletedAt),
          sql`(exists (select 1 from ${transferVouchers} where ${transferVouchers.voucherFileId} = ${uploads.id}) or exists (select 1 from ${walletRecharges} where ${walletRecharges.voucherFileId} = ${uploads.id}) or exists (select 1 from ${payments} where (${payments.transfer} ->> 'voucher_file_id')::int = ${uploads.id}))`,
        ),
      );
    const type = row ? VOUCHER_TYPES[row.file.fileType] : undefined;
    if (!row || !type) return null;
    return { id: row.file.id, ...type, stream: this.storage.read(row.file.storedName) };
  }
}
