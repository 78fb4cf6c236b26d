/**
 * Variants of the ready-stock goods (category 76, ./catalogue.ts): sizes, colours and packs, each with a unit price
 * in fils excluding VAT and the units on hand. Seeded once by `sku` (db/seed.ts, seed version 3): a variant staff
 * edited or sold from keeps what it has. A goods row listed here without variants of its own gets one "standard"
 * variant priced at its "from" price, so every ready-stock item can be bought.
 */
import { grossFils } from '../../../domain/money';
import type { LocalizedText } from '../schema';
import { seedGoods } from './catalogue';

export interface SeedVariant {
  sku: string;
  goodsId: number;
  name: LocalizedText;
  /** Unit price, excl. VAT. */
  priceFils: number;
  stock: number;
  sort: number;
}

const t = (en: string, zh: string, ar: string, ja: string): LocalizedText => ({ en, zh, ar, ja });

/** The net price whose price with VAT is `gross` (the shop's listed prices include VAT). */
export function netForGross(gross: number): number {
  const guess = Math.round(gross / 1.05);
  for (const net of [guess, guess - 1, guess + 1]) if (grossFils(net) === gross) return net;
  return guess;
}

type Row = [sku: string, name: LocalizedText, grossPrice: number, stock: number];

const colour = {
  blue: t('Blue ink', '蓝色笔芯', 'حبر أزرق', '青インク'),
  black: t('Black ink', '黑色笔芯', 'حبر أسود', '黒インク'),
  red: t('Red ink', '红色笔芯', 'حبر أحمر', '赤インク'),
};

const variantsByGoods: Record<number, Row[]> = {
  201: [
    ['mailer-250-25', t('Pack of 25', '25 个装', 'عبوة 25 قطعة', '25個入り'), 9500, 40],
    ['mailer-250-100', t('Pack of 100', '100 个装', 'عبوة 100 قطعة', '100個入り'), 34000, 12],
  ],
  204: [
    ['kraft-bag-brown-50', t('Brown, pack of 50', '棕色，50 个装', 'بني، عبوة 50 كيساً', 'ブラウン・50枚入り'), 7500, 60],
    ['kraft-bag-white-50', t('White, pack of 50', '白色，50 个装', 'أبيض، عبوة 50 كيساً', 'ホワイト・50枚入り'), 8000, 35],
  ],
  205: [
    ['cup-8oz-50', t('Sleeve of 50', '50 个装', 'عبوة 50 كوباً', '50個入り'), 1200, 200],
    ['cup-8oz-1000', t('Carton of 1,000', '1,000 个整箱', 'كرتونة 1,000 كوب', '1,000個入りケース'), 22000, 15],
  ],
  207: [
    ['rollup-85', t('85 × 200 cm', '85 × 200 厘米', '85 × 200 سم', '85 × 200cm'), 12000, 25],
    ['rollup-100', t('100 × 200 cm', '100 × 200 厘米', '100 × 200 سم', '100 × 200cm'), 14000, 18],
    ['rollup-120', t('120 × 200 cm', '120 × 200 厘米', '120 × 200 سم', '120 × 200cm'), 16000, 10],
  ],
  214: [
    ['badge-holder-h-50', t('Horizontal, pack of 50', '横版，50 个装', 'أفقي، عبوة 50 قطعة', '横型・50個入り'), 4000, 80],
    ['badge-holder-v-50', t('Vertical, pack of 50', '竖版，50 个装', 'عمودي، عبوة 50 قطعة', '縦型・50個入り'), 4000, 70],
  ],
  216: [
    ['lanyard-15-green', t('Green', '绿色', 'أخضر', 'グリーン'), 6000, 30],
    ['lanyard-15-black', t('Black', '黑色', 'أسود', 'ブラック'), 6000, 30],
    ['lanyard-15-navy', t('Navy', '藏青色', 'كحلي', 'ネイビー'), 6000, 30],
    ['lanyard-15-red', t('Red', '红色', 'أحمر', 'レッド'), 6000, 20],
  ],
  222: [
    ['pen-click-blue-50', colour.blue, 2500, 100],
    ['pen-click-black-50', colour.black, 2500, 100],
    ['pen-click-red-50', colour.red, 2500, 40],
  ],
  223: [
    ['notebook-a5-kraft-10', t('Kraft cover', '牛皮纸封面', 'غلاف كرافت', 'クラフト表紙'), 4500, 60],
    ['notebook-a5-black-10', t('Black cover', '黑色封面', 'غلاف أسود', 'ブラック表紙'), 5000, 40],
  ],
  224: [
    ['mug-11oz-white-36', t('All white', '全白', 'أبيض بالكامل', 'オールホワイト'), 13000, 20],
    ['mug-11oz-black-inner-36', t('Black inside and handle', '黑色内壁和把手', 'داخل ومقبض أسودان', '内側・取っ手ブラック'), 15000, 12],
  ],
};

const standard = t('Standard', '标准', 'قياسي', '標準');

/** Every ready-stock goods row's variants (category 76 goods are the non-custom ones). */
export const seedVariants: SeedVariant[] = seedGoods
  .filter((g) => g.isCustom === 0)
  .flatMap((g) => {
    const rows: Row[] = variantsByGoods[g.id] ?? [[`goods-${g.id}-standard`, standard, g.priceFromFils, 25]];
    return rows.map(([sku, name, gross, stock], index) => ({ sku, goodsId: g.id, name, priceFils: netForGross(gross), stock, sort: index + 1 }));
  });
