/**
 * "My designs" and the online editor's server side (issue 14, docs/online-design.md): templates from files, designs
 * per customer (owner-scoped: another user's id is "not found"), the images they place (uploads of kind
 * `design_image`) and the print-ready PDF the editor makes, checked page by page before it becomes a design file.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bleedFor, designKindOf, EDITOR_LIMITS, fitDoc, imageIdsOf, PAGE_SIZE_TOLERANCE_PT, pageSizePt, mmToPt, safeMarginMm, sidesOf, type DesignDoc, type DesignKind } from '../../../domain/editor/editor';
import type { Locale } from '../../../domain/i18n/locales';
import { getProduct, getSchema, price } from '../../../domain/quote';
import type { Issue } from '../../../domain/quote/types';
import type { components } from '../../../generated/shop-api.d';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { designs, uploads } from '../../db/schema';
import { formatTemplateProblems, loadDesignTemplates, type DesignTemplateFile } from './templates';
import { fail, ok, type Outcome } from '../../http/envelope';
import { translateQuote } from '../../http/i18n';
import type { UploadService, UploadView } from '../files';

type Schemas = components['schemas'];
type QuoteConfig = Record<string, string | number | boolean>;

const hmm = (mm: number) => Math.round(mm * 100);
const mm = (hundredths: number) => hundredths / 100;

export class EditorService {
  private readonly templates: DesignTemplateFile[];

  constructor(
    private readonly db: Db,
    private readonly deps: { uploads: UploadService; clock: Clock },
    templates?: DesignTemplateFile[],
  ) {
    if (templates) this.templates = templates;
    else {
      const loaded = loadDesignTemplates();
      if (loaded.problems.length > 0) throw new Error(`design templates (schemas/templates):\n${formatTemplateProblems(loaded.problems)}`);
      this.templates = loaded.templates;
    }
  }

  listTemplates(locale: Locale, kind?: DesignKind): Schemas['DesignTemplate'][] {
    return this.templates
      .filter((t) => !kind || t.kind === kind)
      .map((t) => ({ id: t.id, kind: t.kind, name: t.names[locale], width_mm: t.width_mm, height_mm: t.height_mm, doc: t.doc }));
  }

  /** A new design for a configuration: the size is the server's (trim from the quote engine, bleed from the product's presses). */
  async create(userId: number, locale: Locale, input: { code: string; config: QuoteConfig; template_id?: string; name?: string }): Promise<Outcome<Schemas['Design']>> {
    const kind = designKindOf(input.code);
    if (!kind) return fail('editor_not_editable', {}, 'code');
    const priced = price(input.code, input.config);
    if (!priced.ok) return fail('quote_invalid', { reason: reason(locale, priced.issues) }, 'config');
    const config = priced.quote.config;
    const width = Number(config['width_mm']);
    const height = Number(config['height_mm']);
    if (!(width > 0 && height > 0)) return fail('editor_not_editable', {}, 'code');
    const pricing = getProduct(input.code)?.pricing;
    const bleed = bleedFor(pricing && 'processes' in pricing ? pricing.processes : []);
    const colours = getSchema(input.code)?.options['colours']?.find((item) => item.value === config['colours']);
    const sides = sidesOf(colours?.data);

    let doc: DesignDoc;
    if (input.template_id) {
      const template = this.templates.find((t) => t.id === input.template_id && t.kind === kind);
      if (!template) return fail('not_found', {}, 'template_id');
      doc = fitDoc(template.doc, template, { width_mm: width, height_mm: height }, sides);
    } else doc = fitDoc({ version: 1, pages: [] }, { width_mm: width, height_mm: height }, { width_mm: width, height_mm: height }, sides);

    const name = input.name?.trim() || translateQuote(locale, getProduct(input.code)?.title ?? input.code, {});
    // Counted and inserted under the account's lock: designs started at once cannot pass the limit together.
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`designs|${userId}`}))`);
      const [mine] = await tx.select({ n: count() }).from(designs).where(eq(designs.userId, userId));
      if ((mine?.n ?? 0) >= EDITOR_LIMITS.designsPerUserMax) return null;
      const [inserted] = await tx
        .insert(designs)
        .values({ userId, name: name.slice(0, EDITOR_LIMITS.nameMaxLength), productCode: input.code, config, kind, widthHmm: hmm(width), heightHmm: hmm(height), bleedHmm: hmm(bleed), sides, doc })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    });
    return row ? ok(view(row)) : fail('editor_designs_full', { max: EDITOR_LIMITS.designsPerUserMax });
  }

  async detail(userId: number, id: number): Promise<Outcome<Schemas['Design']>> {
    const row = await this.owned(userId, id);
    return row ? ok(view(row)) : fail('not_found', {}, 'id');
  }

  /**
   * Saves name and document: one page per printed side, and only the owner's own design images. The save starts from
   * `version` (what the editor loaded or last saved); over a newer version — saved meanwhile in another tab — it is
   * refused (`editor_design_stale`) and changes nothing. The write is conditional on the version, so two saves from
   * the same version cannot both land.
   */
  async save(userId: number, input: { id: number; version: number; name: string; doc: DesignDoc }): Promise<Outcome<Schemas['Design']>> {
    const row = await this.owned(userId, input.id);
    if (!row) return fail('not_found', {}, 'id');
    const name = input.name.trim();
    if (!name) return fail('invalid_field', { field: 'name' }, 'name');
    if (input.doc.pages.length !== row.sides) return fail('invalid_field', { field: 'doc.pages' }, 'doc.pages');
    const wanted = imageIdsOf(input.doc);
    if (wanted.length > 0) {
      const found = await this.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, wanted), eq(uploads.userId, userId), eq(uploads.kind, 'design_image'), isNull(uploads.deletedAt)));
      const owned = new Set(found.map((f) => f.id));
      const missing = wanted.find((id) => !owned.has(id));
      if (missing !== undefined) return fail('not_found', {}, `doc.upload_id.${missing}`);
    }
    if (row.version !== input.version) return fail('editor_design_stale', {}, 'version');
    const [saved] = await this.db
      .update(designs)
      .set({ name: name.slice(0, EDITOR_LIMITS.nameMaxLength), doc: input.doc, version: sql`${designs.version} + 1`, updatedAt: this.deps.clock.now() })
      .where(and(eq(designs.id, input.id), eq(designs.userId, userId), eq(designs.version, input.version)))
      .returning();
    return saved ? ok(view(saved), 'editor_design_saved') : fail('editor_design_stale', {}, 'version');
  }

  async list(userId: number, pageNo: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.db.select().from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.updatedAt), desc(designs.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(designs).where(eq(designs.userId, userId)),
    ]);
    return { lists: rows.map(summary), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /** Deletes the design; print files made from it are ordinary design files and stay where they are attached. */
  async remove(userId: number, id: number): Promise<Outcome<never[]>> {
    const deleted = await this.db.delete(designs).where(and(eq(designs.id, id), eq(designs.userId, userId))).returning({ id: designs.id });
    return deleted.length > 0 ? ok([], 'editor_design_deleted') : fail('not_found', {}, 'id');
  }

  /** A JPEG or PNG to place in designs (checked by its bytes). The same picture again today answers the earlier upload. */
  async storeImage(userId: number, name: string, content: Buffer, truncated: boolean): Promise<Outcome<UploadView>> {
    const stored = await this.deps.uploads.store(userId, name || 'image', content, truncated, 'design_image');
    if (stored.ok || stored.error !== 'upload_duplicate') return stored;
    const same = await this.deps.uploads.sameToday(userId, content, 'design_image');
    return same ? ok(same, 'uploaded') : stored;
  }

  /** The owner's design image, or null (another user's file, or not a design image). */
  async image(userId: number, id: number) {
    const row = await this.deps.uploads.owned(userId, id);
    return row && row.kind === 'design_image' ? row : null;
  }

  /**
   * The editor's PDF becomes a design file: a PDF under the upload limit (checked by UploadService like every design
   * file), one page per printed side, each MediaBox the trim plus bleed and each TrimBox the trim. Stored under a
   * server-generated name; the shown name carries the design and its page size (spec §5 "file names carry size").
   */
  async storePdf(userId: number, designId: number, content: Buffer, truncated: boolean): Promise<Outcome<UploadView>> {
    const row = await this.owned(userId, designId);
    if (!row) return fail('not_found', {}, 'design_id');
    const width = mm(row.widthHmm);
    const height = mm(row.heightHmm);
    const bleed = mm(row.bleedHmm);
    const page = pageSizePt(width, height, bleed);
    const name = `design${row.id}size${Math.round(width + 2 * bleed)}x${Math.round(height + 2 * bleed)}.pdf`;
    if (!truncated && content.length > 0 && content.subarray(0, 5).toString('latin1') === '%PDF-') {
      const pages = await readPageBoxes(content);
      if (!pages) return fail('editor_pdf_invalid', {}, 'file');
      if (pages.length !== row.sides) return fail('editor_pdf_pages', { pages: row.sides }, 'file');
      const near = (a: number, b: number) => Math.abs(a - b) <= PAGE_SIZE_TOLERANCE_PT;
      const bleedPt = mmToPt(bleed);
      for (const { media, trim } of pages) {
        const mediaOk = near(media.width, page.width) && near(media.height, page.height);
        const trimOk = near(trim.width, mmToPt(width)) && near(trim.height, mmToPt(height)) && near(trim.x - media.x, bleedPt) && near(trim.y - media.y, bleedPt);
        if (!mediaOk || !trimOk) {
          return fail('editor_pdf_size', { width: round1(width + 2 * bleed), height: round1(height + 2 * bleed), trim_width: round1(width), trim_height: round1(height), bleed: round1(bleed) }, 'file');
        }
      }
    }
    // Size, magic bytes and the daily quota: the one design-file check (a non-PDF or an oversized file is refused there).
    return this.deps.uploads.store(userId, name, content, truncated, 'design');
  }

  private async owned(userId: number, id: number) {
    const [row] = await this.db.select().from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
    return row;
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type Box = { x: number; y: number; width: number; height: number };

/** Each page's MediaBox and TrimBox, or null when the file cannot be read as a PDF (damaged, encrypted, no pages tree). */
async function readPageBoxes(content: Buffer): Promise<{ media: Box; trim: Box }[] | null> {
  try {
    // pdf-lib is loaded with the first print PDF to check, not at start-up.
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(content, { updateMetadata: false });
    return pdf.getPages().map((p) => ({ media: p.getMediaBox(), trim: p.getTrimBox() }));
  } catch {
    return null;
  }
}

function reason(locale: Locale, issues: Issue[]): string {
  const first = issues.find((i) => i.severity === 'error') ?? issues[0];
  return first ? translateQuote(locale, first.message, first.params) : '';
}

type Row = typeof designs.$inferSelect;

function summary(row: Row): Schemas['DesignSummary'] {
  return {
    id: row.id,
    name: row.name,
    code: row.productCode,
    kind: row.kind as DesignKind,
    width_mm: mm(row.widthHmm),
    height_mm: mm(row.heightHmm),
    bleed_mm: mm(row.bleedHmm),
    sides: row.sides,
    updated_at: row.updatedAt.toISOString(),
  };
}

function view(row: Row): Schemas['Design'] {
  return { ...summary(row), version: row.version, config: row.config, doc: row.doc, safe_mm: safeMarginMm(mm(row.widthHmm), mm(row.heightHmm)) };
}
