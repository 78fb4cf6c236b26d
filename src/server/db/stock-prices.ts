/**
 * Keeps a ready-stock goods row's "from" price (the figure lists show, VAT included) equal to its cheapest visible
 * variant with VAT. Called in the transaction that seeds or edits variants; the goods row's change notifies the
 * public-data cache (lib/public-data.ts), so lists show the new figure at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { grossFils } from '../../domain/money';
import type { Db, Tx } from './client';
import { goods, stockVariants } from './schema';

export async function refreshStockFromPrices(tx: Db | Tx, goodsIds: number[]): Promise<void> {
  if (goodsIds.length === 0) return;
  const rows = await tx
    .select({ goodsId: stockVariants.goodsId, min: sql<number>`min(${stockVariants.priceFils})::int` })
    .from(stockVariants)
    .where(and(inArray(stockVariants.goodsId, goodsIds), eq(stockVariants.isShow, true)))
    .groupBy(stockVariants.goodsId);
  for (const row of rows) {
    const from = grossFils(Number(row.min));
    await tx.update(goods).set({ priceFromFils: from }).where(and(eq(goods.id, row.goodsId), sql`${goods.priceFromFils} <> ${from}`));
  }
}
