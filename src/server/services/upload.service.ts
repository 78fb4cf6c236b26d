/** Design-file uploads: checks of spec §5, storage under a generated name, one row per file. */
import { randomBytes, createHash } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { checkDesignFileName, DESIGN_FILE_MAX_BYTES, detectDesignFileType, dubaiDay, extensionMatches } from '../../domain/files';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { fail, ok, type Outcome } from '../lib/envelope';
import type { FileStorage } from './storage';

export interface UploadView {
  id: number;
  name: string;
  size: number;
  created_at: string;
}

export function uploadView(row: typeof uploads.$inferSelect): UploadView {
  return { id: row.id, name: row.originalName, size: row.size, created_at: row.createdAt.toISOString() };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** `content` is null when the client sent no file; `truncated` when it exceeded the size limit. */
  /**
   * Design files follow every rule of spec §5; remittance vouchers (kind 'voucher') may have any name but must be a
   * JPEG, PNG or PDF.
   */
  async store(userId: number, name: string, content: Buffer | null, truncated: boolean, kind: 'design' | 'voucher' = 'design'): Promise<Outcome<UploadView>> {
    if (truncated || (content && content.length >= DESIGN_FILE_MAX_BYTES)) return fail('file_too_large', { limit: DESIGN_FILE_MAX_BYTES / 1024 / 1024 }, 'file');
    if (!content || content.length === 0 || !name) return fail('file_missing', {}, 'file');
    const type = detectDesignFileType(content.subarray(0, 64));
    if (kind === 'design') {
      const nameProblem = checkDesignFileName(name);
      if (nameProblem) return fail(nameProblem, {}, 'file');
      if (!type || !extensionMatches(name, type)) return fail('file_type', {}, 'file');
    } else if (type !== 'jpeg' && type !== 'png' && type !== 'pdf') {
      return fail('file_type', {}, 'file');
    }

    const sha256 = createHash('sha256').update(content).digest('hex');
    const day = dubaiDay(new Date());
    const [existing] = await this.db
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.sha256, sha256), eq(uploads.day, day)));
    if ((existing?.n ?? 0) > 0) return fail('upload_duplicate', {}, 'file');

    const storedName = `${day.slice(0, 7)}/${randomBytes(16).toString('hex')}.${type === 'jpeg' ? 'jpg' : type}`;
    await this.storage.put(storedName, content);
    try {
      const [row] = await this.db
        .insert(uploads)
        .values({ userId, kind, originalName: name.slice(0, 200), storedName, fileType: type, size: content.length, sha256, day })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return ok(uploadView(row), 'uploaded');
    } catch (error) {
      await this.storage.remove(storedName);
      if (isUniqueViolation(error)) return fail('upload_duplicate', {}, 'file'); // the same file in a concurrent request
      throw error;
    }
  }

  async list(userId: number, pageNo: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.db.select().from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.kind, 'design'))).orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.kind, 'design'))),
    ]);
    return { lists: rows.map(uploadView), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /** The user's own file, or undefined (another user's id is "not found"). */
  async owned(userId: number, id: number) {
    const [row] = await this.db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    return row;
  }
}
