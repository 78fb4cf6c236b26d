/** Help articles and notices (spec §2 help centre, notice list), in the request's language. */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { pickLocale } from '../../../domain/localized';
import type { Db } from '../../db/client';
import { articles, notices } from '../../db/schema';

type Schemas = components['schemas'];
type NoticeRow = typeof notices.$inferSelect;

function noticeSummary(row: NoticeRow, locale: Locale): Schemas['NoticeSummary'] {
  return { id: row.id, title: pickLocale(row.title, locale), create_time: row.publishedAt.toISOString() };
}

export class ContentService {
  constructor(private readonly db: Db) {}

  async articleList(locale: Locale): Promise<Schemas['ArticleSummary'][]> {
    const rows = await this.db.select({ id: articles.id, title: articles.title }).from(articles).orderBy(asc(articles.sort), asc(articles.id));
    return rows.map((r) => ({ id: r.id, title: pickLocale(r.title, locale) }));
  }

  async articleDetail(locale: Locale, id: number): Promise<Schemas['Article'] | null> {
    const [row] = await this.db.select().from(articles).where(eq(articles.id, id));
    return row ? { id: row.id, title: pickLocale(row.title, locale), body: pickLocale(row.body, locale), create_time: row.createdAt.toISOString() } : null;
  }

  /** The newest notices (the home page's notice bar). */
  async latestNotices(locale: Locale, limit: number): Promise<Schemas['NoticeSummary'][]> {
    const rows = await this.db.select().from(notices).orderBy(desc(notices.publishedAt)).limit(limit);
    return rows.map((n) => noticeSummary(n, locale));
  }

  async noticeList(locale: Locale, pageNo: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(notices),
    ]);
    return { lists: rows.map((n) => noticeSummary(n, locale)), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  async noticeDetail(locale: Locale, id: number): Promise<Schemas['Notice'] | null> {
    const [row] = await this.db.select().from(notices).where(eq(notices.id, id));
    return row ? { id: row.id, title: pickLocale(row.title, locale), body: pickLocale(row.body, locale), create_time: row.publishedAt.toISOString() } : null;
  }
}
