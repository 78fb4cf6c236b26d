/**
 * Favourites (/user/collection; docs/reviews.md "Favourites"): goods a customer keeps — from the goods details page or
 * a quote page (which names its product code) — listed with links, removed by the owner. One row per customer and
 * goods item (unique index: a double click or two tabs keep one), at most FAVORITES_MAX per customer (counted under
 * the customer's row lock).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { FAVORITES_MAX } from '../../../domain/limits';
import type { Db } from '../../db/client';
import { favorites, goods, users } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';
import { goodsSummary, type CatalogueService } from './catalogue.service';

type Schemas = components['schemas'];

/** What a favourite names: a goods item, or the product code of a quote page. */
export type FavoriteTarget = { goods_id?: number; code?: string };

export class FavoriteService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The visible goods item a target names, or null (an unknown or hidden item, a code without a quote page). */
  private async goodsOf(target: FavoriteTarget): Promise<number | null> {
    if (target.goods_id !== undefined) {
      const [row] = await this.db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, target.goods_id), eq(goods.isShow, true)));
      return row?.id ?? null;
    }
    return target.code ? this.catalogue.goodsIdForQuote(target.code) : null;
  }

  /** Whether the user keeps the item (the heart on goods details and quote pages). */
  async status(userId: number, target: FavoriteTarget): Promise<Outcome<Schemas['FavoriteStatus']>> {
    const goodsId = await this.goodsOf(target);
    if (goodsId === null) return fail('not_found', {}, target.code !== undefined ? 'code' : 'goods_id');
    const [row] = await this.db.select({ id: favorites.id }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.goodsId, goodsId)));
    return ok({ goods_id: goodsId, collected: row !== undefined });
  }

  /** Keeps an item; keeping it again changes nothing. */
  async add(userId: number, target: FavoriteTarget): Promise<Outcome<Schemas['FavoriteStatus']>> {
    const goodsId = await this.goodsOf(target);
    if (goodsId === null) return fail('not_found', {}, target.code !== undefined ? 'code' : 'goods_id');
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ id: favorites.id }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.goodsId, goodsId)));
      if (kept) return ok({ goods_id: goodsId, collected: true }, 'favorite_added');
      const [held] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      if ((held?.n ?? 0) >= FAVORITES_MAX) return fail('favorites_full', { max: FAVORITES_MAX }, 'goods_id');
      await tx.insert(favorites).values({ userId, goodsId }).onConflictDoNothing();
      return ok({ goods_id: goodsId, collected: true }, 'favorite_added');
    });
  }

  /** Removes one of the user's favourites (another user's, or one not kept, is "not found"). */
  async remove(userId: number, goodsId: number): Promise<Outcome<Schemas['FavoriteStatus']>> {
    const gone = await this.db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.goodsId, goodsId)))
      .returning({ id: favorites.id });
    return gone.length > 0 ? ok({ goods_id: goodsId, collected: false }, 'favorite_removed') : fail('not_found', {}, 'goods_id');
  }

  /** The user's favourites, newest first; an item the shop has since hidden is listed as unavailable. */
  async list(userId: number, locale: Locale, pageNo: number, pageSize: number) {
    const where = eq(favorites.userId, userId);
    const [rows, total] = await Promise.all([
      this.db
        .select({ favorite: favorites, goods })
        .from(favorites)
        .innerJoin(goods, eq(goods.id, favorites.goodsId))
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(favorites).where(where),
    ]);
    return {
      lists: rows.map(({ favorite, goods: item }): Schemas['Favorite'] => ({
        id: favorite.id,
        goods: goodsSummary(item, locale),
        available: item.isShow,
        created_at: favorite.createdAt.toISOString(),
      })),
      count: total[0]?.n ?? 0,
      page_no: pageNo,
      page_size: pageSize,
    };
  }
}
